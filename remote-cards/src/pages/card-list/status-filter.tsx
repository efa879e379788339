import styled from 'styled-components';
import { PillButton } from '@portal/shared';
import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import { StatusMark } from '../../cards/status-mark';
import { cardStrings as text } from '../../strings';
import { contractLabels } from '../../contract-labels';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A filter chip; its mark has the status's colour and shape, so the chips match the tags in the list. */
const Choice = styled(PillButton)`
  gap: 2px;
  font-size: 14px;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 1px;
  }
`;

const STATUSES = Object.entries(CARD_STATUSES) as [CardStatus, (typeof CARD_STATUSES)[CardStatus]][];

export interface StatusFilterProps {
  /** The chosen status, '' for 全部 (every card but the deleted ones). */
  value: CardStatus | '';
  onChange: (status: CardStatus | '') => void;
}

/** 全部 and each status with its label and colour (spec §4); one is chosen at a time. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Group role="group" aria-label={text.cards.filterLabel}>
      <Choice type="button" aria-pressed={value === ''} onClick={() => onChange('')}>
        {text.cards.all}
      </Choice>
      {STATUSES.map(([status, { color }]) => (
        <Choice key={status} type="button" aria-pressed={value === status} onClick={() => onChange(status)}>
          <StatusMark color={color} />
          {contractLabels.cardStatus[status]}
        </Choice>
      ))}
    </Group>
  );
}
