import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, useDataContext, useSubmit } from '@portal/shared';
import { updateCardStatuses } from '@portal/shared/signed-in';
import type { BatchCardStatusAnswer, Card, CardStatusAction } from '@portal/shared/contract';
import { cardLabel } from '../../cards/card-label';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../../ui/form-footer';
import { FormActions, FormColumn } from '../../ui/form-layout';
import { planBulkStatus } from './bulk-status-plan';
import { BulkStatusResults, CardLines, skipReason } from './bulk-status-results';

const t = text.bulkStatus;

const Section = styled.section`
  margin-top: 12px;

  & h3 {
    margin: 0 0 6px;
    font-size: 14px;
  }
`;

interface Props {
  action: CardStatusAction;
  /** The selected cards as last seen. */
  cards: readonly Card[];
  onClose: () => void;
  /** The change was sent: the selection has served. */
  onSent: () => void;
}

/**
 * Freezes or unfreezes the selected cards: one confirmation naming the cards to change and those
 * skipped (already there, or not possible in their status), then the result of each card.
 */
export function BulkStatusDialog({ action, cards, onClose, onSent }: Props) {
  const context = useDataContext();
  const [plan] = useState(() => planBulkStatus(cards, action));
  const [answer, setAnswer] = useState<BatchCardStatusAnswer | null>(null);
  const send = useSubmit({
    draft: 'card-bulk-status',
    send: () =>
      updateCardStatuses(
        context,
        plan.change.map((card) => card.id),
        action,
      ),
    onDone: (answered) => {
      setAnswer(answered);
      onSent();
    },
  });

  const skipped = plan.skip.length > 0 && (
    <Section>
      <h3>{t.skippedTitle(plan.skip.length)}</h3>
      <CardLines>
        {plan.skip.map((skip) => (
          <li key={skip.card.id}>
            <span>{cardLabel(skip.card)}</span>
            <span>{skipReason(skip)}</span>
          </li>
        ))}
      </CardLines>
    </Section>
  );

  return (
    <Dialog open onClose={onClose} title={answer ? t.resultTitle[action] : t.confirmTitle[action]}>
      {answer ? (
        <BulkStatusResults action={action} plan={plan} answer={answer} onClose={onClose} />
      ) : plan.change.length === 0 ? (
        <div>
          <p>{t.nothingToDo}</p>
          {skipped}
          <FormActions>
            <Button type="button" onClick={onClose}>
              {t.gotIt}
            </Button>
          </FormActions>
        </div>
      ) : (
        <FormColumn
          onSubmit={(event) => {
            event.preventDefault();
            void send.submit({});
          }}
        >
          <div>
            <p>{t.confirmBody[action](plan.change.length)}</p>
            <Section>
              <h3>{t.toChange}</h3>
              <CardLines>
                {plan.change.map((card) => (
                  <li key={card.id}>{cardLabel(card)}</li>
                ))}
              </CardLines>
            </Section>
            {skipped}
          </div>
          <FormFooter submission={send} submitLabel={text.actions[action]} onCancel={onClose} />
        </FormColumn>
      )}
    </Dialog>
  );
}
