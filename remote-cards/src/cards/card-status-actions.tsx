import { useState } from 'react';
import { Button, notify, useDataContext, type ButtonVariant } from '@portal/shared';
import { cancelQueuedFreeze, useQueuedFreeze } from '@portal/shared/signed-in';
import { cardActions, type CardStatus, type CardStatusAction } from '@portal/shared/contract';
import { cardStrings as text } from '../strings';
import { LaterPart, lazyPart, usePreloadWhenIdle } from '../ui/load-later';
import { QueuedFreezeTag } from './queued-freeze-tag';

/** The confirmation and its form: a chunk of their own, fetched once the card is shown. */
const StatusChangeDialog = lazyPart(() =>
  import(/* webpackChunkName: "status-change" */ './status-change-dialog').then((m) => m.StatusChangeDialog),
);

export interface CardStatusActionsProps {
  card: { id: string; last4: string; status: CardStatus };
  variant?: ButtonVariant;
}

/**
 * The status actions a card offers (spec §4, first reading), each behind a confirmation. A freeze
 * kept offline shows instead as 冻结待提交, with 撤销, until it is sent.
 */
export function CardStatusActions({ card, variant = 'text' }: CardStatusActionsProps) {
  const [asking, setAsking] = useState<CardStatusAction | null>(null);
  const context = useDataContext();
  const queued = useQueuedFreeze(card.id);
  const actions = cardActions(card.status);
  usePreloadWhenIdle(StatusChangeDialog);
  if (queued && card.status === 'CARD_STATUS_NORMAL') {
    return (
      <QueuedFreezeTag
        last4={card.last4}
        variant={variant}
        onCancel={() => {
          cancelQueuedFreeze(context, card.id);
          notify.info(text.actions.cancelled);
        }}
      />
    );
  }
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          type="button"
          variant={variant}
          aria-label={`${text.actions[action]} ${text.cards.maskedLabel(card.last4)}`}
          onClick={() => setAsking(action)}
          onPointerEnter={StatusChangeDialog.preload}
          onFocus={StatusChangeDialog.preload}
        >
          {text.actions[action]}
        </Button>
      ))}
      {asking && (
        <LaterPart onFail={() => setAsking(null)}>
          <StatusChangeDialog action={asking} card={card} onClose={() => setAsking(null)} />
        </LaterPart>
      )}
    </>
  );
}
