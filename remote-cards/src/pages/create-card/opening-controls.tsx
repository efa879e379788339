import styled from 'styled-components';
import { Checkbox } from '@portal/shared';
import { LimitFields } from '../../limits/limit-fields';
import type { LimitKey, LimitValues } from '../../limits/limit-rule';
import { limitStrings as text } from '../../limits/strings';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};

  & legend {
    padding: 0 4px;
    font-size: 14px;
    font-weight: 600;
  }
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

export interface OpeningControlsProps {
  currency: string;
  limits: LimitValues;
  errors: Partial<Record<LimitKey, string>>;
  onLimitChange: (key: LimitKey, value: string) => void;
  singleUse: boolean;
  onSingleUseChange: (singleUse: boolean) => void;
}

/** What a new card may spend (three optional limits) and whether it is single-use. */
export function OpeningControls(props: OpeningControlsProps) {
  return (
    <Group>
      <legend>{text.opening}</legend>
      <LimitFields
        values={props.limits}
        errors={props.errors}
        currency={props.currency}
        onChange={props.onLimitChange}
      />
      <Checkbox checked={props.singleUse} onChange={(event) => props.onSingleUseChange(event.target.checked)}>
        {text.singleUse}
        <Hint>{text.singleUseHint}</Hint>
      </Checkbox>
    </Group>
  );
}
