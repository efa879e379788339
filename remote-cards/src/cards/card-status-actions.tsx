import { useState } from 'react';
import { Button, Dialog, ResubmitNotice, notify, useDataContext, useSubmit, type ButtonVariant } from '@portal/shared';
import { updateCardStatus } from '@portal/shared/signed-in';
import { cardActions, type CardStatus, type CardStatusAction } from '@portal/shared/contract';
import { cardStrings as text } from '../strings';
import { FormActions, FormColumn } from '../ui/form-layout';

interface ConfirmProps {
  action: CardStatusAction;
  card: { id: string; last4: string };
  onClose: () => void;
}

/** Asks before a freeze or an unfreeze, then sends it; the card's status follows until it settles. */
function ConfirmStatusChange({ action, card, onClose }: ConfirmProps) {
  const context = useDataContext();
  // A refusal (a card that moved on meanwhile: 卡片当前状态不支持该操作) is shown by the API client.
  const change = useSubmit({
    draft: `card-status.${card.id}`,
    send: () => updateCardStatus(context, card.id, action),
    onDone: () => {
      notify.success(`${text.actions.requested[action]}，${text.actions.settling}`);
      onClose();
    },
  });

  return (
    <FormColumn
      onSubmit={(event) => {
        event.preventDefault();
        void change.submit({});
      }}
    >
      <p>{text.actions.confirmBody[action](card.last4)}</p>
      <ResubmitNotice waiting={change.waiting} online={change.online} pending={change.pending} />
      <FormActions>
        <Button type="button" variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={change.pending}>
          {text.actions[action]}
        </Button>
      </FormActions>
    </FormColumn>
  );
}

export interface CardStatusActionsProps {
  card: { id: string; last4: string; status: CardStatus };
  variant?: ButtonVariant;
}

/** The status actions a card offers (spec §4, first reading), each behind a confirmation. */
export function CardStatusActions({ card, variant = 'text' }: CardStatusActionsProps) {
  const [asking, setAsking] = useState<CardStatusAction | null>(null);
  const actions = cardActions(card.status);
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
        >
          {text.actions[action]}
        </Button>
      ))}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? text.actions.confirmTitle[asking] : ''}
      >
        {asking && <ConfirmStatusChange action={asking} card={card} onClose={() => setAsking(null)} />}
      </Dialog>
    </>
  );
}
