import { notify, useDataContext, useSubmit } from '@portal/shared';
import { freezeCard, updateCardStatus, type FreezeOutcome } from '@portal/shared/signed-in';
import { UPDATE_CARD_STATUS, type CardStatusAction } from '@portal/shared/contract';
import { cardStrings as text } from '../strings';
import { ConfirmForm } from '../ui/confirm-form';

export interface ConfirmStatusChangeProps {
  action: CardStatusAction;
  card: { id: string; last4: string };
  onClose: () => void;
}

/**
 * Asks before a freeze or an unfreeze, then sends it; the card's status follows until it settles.
 * Offline, a freeze is kept and sent once the network is back (a security action must not be lost);
 * an unfreeze loosens security, so it is not kept: the dialog says it was not done.
 */
export function ConfirmStatusChange({ action, card, onClose }: ConfirmStatusChangeProps) {
  const context = useDataContext();
  // A refusal (a card that moved on meanwhile: 卡片当前状态不支持该操作) is shown by the API client.
  const change = useSubmit({
    draft: `card-status.${card.id}`,
    send: (): Promise<FreezeOutcome> =>
      action === UPDATE_CARD_STATUS.freeze
        ? freezeCard(context, card)
        : updateCardStatus(context, card.id, action).then(() => 'sent'),
    onDone: (outcome) => {
      if (outcome === 'queued') notify.info(text.actions.queued);
      else notify.success(text.punctuate.clauses(text.actions.requested[action], text.actions.settling));
      onClose();
    },
  });

  return (
    <ConfirmForm submission={change} submitLabel={text.actions[action]} onCancel={onClose}>
      {text.actions.confirmBody[action](card.last4)}
    </ConfirmForm>
  );
}
