import { Dialog } from '@portal/shared';
import { cardStrings as text } from '../strings';
import { ConfirmStatusChange, type ConfirmStatusChangeProps } from './confirm-status-change';

/** The confirmation of one status action on one card, in its dialog: shown while the action is asked. */
export function StatusChangeDialog({ action, card, onClose }: ConfirmStatusChangeProps) {
  return (
    <Dialog open onClose={onClose} title={text.actions.confirmTitle[action]}>
      <ConfirmStatusChange action={action} card={card} onClose={onClose} />
    </Dialog>
  );
}
