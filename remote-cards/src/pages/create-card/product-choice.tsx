import styled from 'styled-components';
import { formatMoney } from '@portal/shared/signed-in';
import type { CardProduct } from '@portal/shared/contract';
import { feeRuleText } from '../../money/fee-rule-text';
import { cardStrings as text } from '../../strings';

const t = text.createCard;

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 8px;
    font-size: 14px;
    font-weight: 500;
  }
`;

const Option = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
  & strong {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 15px;
  }
  & input {
    accent-color: ${({ theme }) => theme.color.accentLine};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface ProductChoiceProps {
  products: CardProduct[];
  value: string;
  onChange: (productId: string) => void;
}

/** The products the customer may open, each with its BIN, currency, fees and minimum load. */
export function ProductChoice({ products, value, onChange }: ProductChoiceProps) {
  return (
    <Group>
      <legend>{t.productLabel}</legend>
      {products.map((product) => (
        <Option key={product.id}>
          <strong>
            <input
              type="radio"
              name="product"
              value={product.id}
              checked={value === product.id}
              aria-labelledby={`product-${product.id}`}
              aria-describedby={`product-${product.id}-facts`}
              onChange={() => onChange(product.id)}
            />
            <span id={`product-${product.id}`}>{product.name}</span>
          </strong>
          <dl id={`product-${product.id}-facts`}>
            <dt>{t.bin}</dt>
            <dd>
              {product.bin} · {product.currency}
            </dd>
            <dt>{t.openFee}</dt>
            <dd>{feeRuleText(product.open_fee, product.currency)}</dd>
            <dt>{t.rechargeFee}</dt>
            <dd>{feeRuleText(product.recharge_fee, product.currency)}</dd>
            <dt>{t.minLoad}</dt>
            <dd>
              {formatMoney(product.min_recharge)} {product.currency}
            </dd>
            {product.needs_profile && (
              <>
                <dt>{t.profileNeeded}</dt>
                <dd>{t.profileNeededText}</dd>
              </>
            )}
          </dl>
        </Option>
      ))}
    </Group>
  );
}
