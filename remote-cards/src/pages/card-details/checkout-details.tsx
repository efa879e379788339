import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import type { CardCheckoutDetails } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { CopyCell } from './copy-cell';
import { CopyStatus, useCopyStatus } from './copy-status';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 16px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 4px 16px;
  align-items: center;
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* A row groups its term and descriptions for the list's semantics; the grid lays out their cells. */
  & > div {
    display: contents;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

interface Field {
  label: string;
  value: string;
}

/** The fields a checkout form asks for, in its order; an empty second address line is left out. */
export function checkoutFields({ name, billing_address: address }: CardCheckoutDetails): Field[] {
  const t = text.checkout;
  const fields: Field[] = name ? [{ label: t.name, value: name }] : [];
  if (!address) return fields;
  const rows: [string, string][] = [
    [t.line1, address.line1],
    [t.line2, address.line2],
    [t.city, address.city],
    [t.region, address.region],
    [t.postalCode, address.postal_code],
    [t.country, address.country],
  ];
  return [...fields, ...rows.filter(([, value]) => value).map(([label, value]) => ({ label, value }))];
}

/**
 * 结账信息 in the reveal dialog: the cardholder name and billing address a checkout asks for, each
 * with a copy button, and 全部复制 for all of them as labelled lines. Shown only with the secrets.
 */
export function CheckoutDetails({ checkout }: { checkout: CardCheckoutDetails }) {
  const t = text.checkout;
  const { status, copy } = useCopyStatus(t.copyFailed);
  const fields = checkoutFields(checkout);
  const titleId = useId();

  const all = fields.map((field) => t.line(field.label, field.value)).join('\n');
  return (
    <Section aria-labelledby={titleId}>
      <Heading id={titleId}>{t.title}</Heading>
      <Hint>{t.hint}</Hint>
      <Fields>
        {fields.map((field) => (
          <FieldRow key={field.label} field={field} onCopy={() => void copy(field.value, t.copied(field.label))} />
        ))}
      </Fields>
      {!checkout.name && <Hint>{t.noName}</Hint>}
      {!checkout.billing_address && <Hint>{t.noAddress}</Hint>}
      <Footer>
        {fields.length > 0 && (
          <Button type="button" variant="secondary" onClick={() => void copy(all, t.copiedAll)}>
            {t.copyAll}
          </Button>
        )}
        <CopyStatus>{status}</CopyStatus>
      </Footer>
    </Section>
  );
}

function FieldRow({ field, onCopy }: { field: Field; onCopy: () => void }) {
  const t = text.checkout;
  return (
    <div>
      <dt>{field.label}</dt>
      <dd>{field.value}</dd>
      <CopyCell>
        <Button type="button" variant="text" aria-label={t.copyField(field.label)} onClick={onCopy}>
          {t.copy}
        </Button>
      </CopyCell>
    </div>
  );
}
