import { Dialog } from '@portal/shared';
import type { PendingVerification } from './use-login';
import { VerificationForm } from './verification-form';
import { signInStrings as s } from './strings';

interface VerificationDialogProps {
  verification: PendingVerification | null;
  trustByDefault: boolean;
  /** Closing leaves the sign-in form as it was typed. */
  onClose: () => void;
}

/** The login verification dialog: opens when the login answer asks for a check (spec §2). */
export function VerificationDialog({ verification, trustByDefault, onClose }: VerificationDialogProps) {
  return (
    <Dialog open={verification !== null} onClose={onClose} title={s.verificationTitle}>
      {verification && <VerificationForm verification={verification} trustByDefault={trustByDefault} />}
    </Dialog>
  );
}
