import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, SendCodeButton, strings } from '@portal/shared';
import { resetLinkKey } from '../forget-password/email-tab';
import { DialogButtons } from './dialog-buttons';
import { sendTrxPasswordLink } from './settings-calls';
import { DialogActions, DialogText } from './settings-layout';
import { settingsStrings as s } from './strings';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** Sends the reset link to the bound e-mail, then says to check the inbox; a resend waits 60 s like a code. */
function TrxPasswordLink({ email, onDone }: { email: string; onDone: () => void }) {
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLButtonElement>(null);

  async function send(): Promise<boolean> {
    await sendTrxPasswordLink(email);
    setSent(true);
    return true;
  }

  return (
    <Stack>
      {/* One live region whose text changes, so the inbox message is announced. */}
      <DialogText role="status">{sent ? strings.auth.checkInbox : s.trxIntro(email)}</DialogText>
      {/* The same two buttons before and after sending, so the resend countdown keeps running. */}
      <DialogActions>
        <Button ref={done} type="button" variant={sent ? 'primary' : 'secondary'} onClick={onDone}>
          {sent ? s.done : s.cancel}
        </Button>
        <SendCodeButton
          variant={sent ? 'secondary' : 'primary'}
          remember={resetLinkKey(email, 'FORGET_TRX_PASSWORD')}
          onSend={send}
          focusAfterSend={() => done.current}
        >
          {sent ? s.resendEmail : s.sendEmail}
        </SendCodeButton>
      </DialogActions>
    </Stack>
  );
}

/** Without an e-mail there is no link to send: explain, and offer binding one first. */
function NeedsEmail({ onBindEmail, onCancel }: { onBindEmail: () => void; onCancel: () => void }) {
  return (
    <Stack>
      <DialogText>{s.trxNeedsEmail}</DialogText>
      <DialogButtons label={s.goBindEmail} onCancel={onCancel} onAction={onBindEmail} />
    </Stack>
  );
}

export interface TrxPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The bound e-mail; '' when none is bound. */
  email: string;
  onBindEmail: () => void;
}

/** The transaction password is set or reset by the e-mailed link (/reset-password?…&type=FORGET_TRX_PASSWORD). */
export function TrxPasswordDialog({ open, onClose, email, onBindEmail }: TrxPasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.trxTitle}>
      {email ? (
        <TrxPasswordLink email={email} onDone={onClose} />
      ) : (
        <NeedsEmail onBindEmail={onBindEmail} onCancel={onClose} />
      )}
    </Dialog>
  );
}
