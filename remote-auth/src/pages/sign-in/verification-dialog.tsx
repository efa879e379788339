import { Suspense, lazy } from 'react';
import { Dialog, Spinner } from '@portal/shared';
import { shellStrings } from '../../shell/auth-strings';
import type { PendingVerification } from './use-login';
import { signInStrings as s } from './strings';

/** Loaded when a sign-in asks for the check, so the sign-in page itself downloads less. */
const VerificationForm = lazy(() => import('./verification-form').then((m) => ({ default: m.VerificationForm })));

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
      {verification && (
        <Suspense fallback={<Spinner label={shellStrings.loadingMerchant} />}>
          <VerificationForm verification={verification} trustByDefault={trustByDefault} />
        </Suspense>
      )}
    </Dialog>
  );
}
