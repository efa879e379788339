import { Button } from '@portal/shared';
import { DialogActions } from './settings-layout';
import { settingsStrings as s } from './strings';

export interface DialogButtonsProps {
  /** The action's words. */
  label: string;
  onCancel: () => void;
  /** A plain button's action; without it the action submits the dialog's form. */
  onAction?: () => void;
  /** The form is being sent: the submit button shows it and takes no second press. */
  pending?: boolean;
}

/** A dialog's 取消 and its one action, at its foot. */
export function DialogButtons({ label, onCancel, onAction, pending }: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {s.cancel}
      </Button>
      {onAction ? (
        <Button type="button" onClick={onAction}>
          {label}
        </Button>
      ) : (
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      )}
    </DialogActions>
  );
}
