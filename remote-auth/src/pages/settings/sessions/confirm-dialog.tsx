import { useState } from 'react';
import { Button, Dialog } from '@portal/shared';
import { DialogActions, DialogText } from '../settings-layout';
import { sessionsStrings as s } from './strings';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** Does the thing; a refusal has been shown by the client and leaves the dialog open. */
  run: () => Promise<void>;
}

export interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose: () => void;
}

/** Asks before a session is signed out or a device forgotten; closes once it is done. */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!request || pending) return;
    setPending(true);
    try {
      await request.run();
      onClose();
    } catch {
      // The API client has shown why; the customer may try again or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request?.title ?? ''}
      footer={
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="button" loading={pending} onClick={() => void confirm()}>
            {request?.confirmLabel}
          </Button>
        </DialogActions>
      }
    >
      <DialogText>{request?.text}</DialogText>
    </Dialog>
  );
}
