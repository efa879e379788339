import styled from 'styled-components';
import type { BatchCardStatusAnswer, Card, CardStatusAction } from '@portal/shared/contract';
import { cardLabel } from '../../cards/card-label';
import { contractLabels } from '../../contract-labels';
import { cardStrings as text } from '../../strings';
import { Button } from '@portal/shared';
import { FormActions } from '../../ui/form-layout';
import type { BulkStatusPlan, SkippedCard } from './bulk-status-plan';

const t = text.bulkStatus;

export const CardLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: min(40vh, 320px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    justify-content: space-between;
    overflow-wrap: anywhere;
  }
`;

const Outcome = styled.span<{ $tone: 'success' | 'danger' | 'muted' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.textMuted};
`;

const Summary = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

/** Why a card is skipped, in words with its status. */
export const skipReason = ({ card, why }: SkippedCard) =>
  (why === 'already' ? t.alreadyThere : t.notEligible)(contractLabels.cardStatus[card.status] ?? card.status);

interface Props {
  action: CardStatusAction;
  plan: BulkStatusPlan;
  answer: BatchCardStatusAnswer;
  onClose: () => void;
}

/** A line per card: sent, refused with the API's reason, or skipped before sending. */
export function BulkStatusResults({ action, plan, answer, onClose }: Props) {
  const sent = new Map<string, Card>(plan.change.map((card) => [card.id, card]));
  return (
    <div>
      <Summary role="status">{t.counts(answer.success_count, answer.fail_count, plan.skip.length)}</Summary>
      <CardLines aria-label={t.resultsLabel}>
        {answer.results.map((result) => {
          const card = result.card ?? sent.get(result.card_id);
          return (
            <li key={result.card_id}>
              <span>{card ? cardLabel(card) : result.card_id}</span>
              <Outcome $tone={result.ok ? 'success' : 'danger'}>
                {result.ok ? t.succeeded[action] : t.failed(result.message ?? '')}
              </Outcome>
            </li>
          );
        })}
        {plan.skip.map((skipped) => (
          <li key={skipped.card.id}>
            <span>{cardLabel(skipped.card)}</span>
            <Outcome $tone="muted">{t.skipped(skipReason(skipped))}</Outcome>
          </li>
        ))}
      </CardLines>
      {answer.success_count > 0 && <p>{t.settling}</p>}
      <FormActions>
        <Button type="button" onClick={onClose}>
          {t.done}
        </Button>
      </FormActions>
    </div>
  );
}
