import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, beginSignIn, logIn as sendCredentials } from '@portal/shared';
import type { FormValues } from '../../forms/use-form';
import { useCompleteSignIn } from '../../session/use-complete-sign-in';
import { signEmailState } from '../../session/sign-email-handoff';
import { deviceId } from './device-id';
import { loginRequest, verificationTarget, type SignInField, type SignInTab } from './sign-in-tab';

/** A sign-in that owes its code check: the tab it was made on and where the code goes. */
export interface PendingVerification {
  tab: SignInTab;
  target: string;
}

export interface Login {
  /**
   * Sends the credentials; a second call while one is in flight is ignored. `remember` pre-ticks
   * the device trust of the check that may follow.
   */
  logIn: (tab: SignInTab, values: FormValues<SignInField>, remember: boolean) => Promise<void>;
  pending: boolean;
  /** Set while the verification dialog should be open. */
  verification: PendingVerification | null;
  closeVerification: () => void;
}

/**
 * The login flow of spec §4. The token is stored first, where the API client reads the bearer
 * token, so the e-mail binding or the code check that follows is made with it; isLogin stays
 * false until the sign-in is complete. Failures are shown by the API client; the form keeps its values.
 */
export function useLogin(): Login {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  // A ref as well as state: a second submit in the same tick still sees the request in flight.
  const inFlight = useRef(false);

  const logIn = useCallback(
    async (tab: SignInTab, values: FormValues<SignInField>, remember: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        const answer = await sendCredentials(loginRequest(tab, values, deviceId()));
        beginSignIn(answer.token);
        // No e-mail yet means a phone sign-in; one that owes its check proves the phone on /sign-email.
        if (!answer.email)
          navigate(PATHS.signEmail, answer.check ? { state: signEmailState(values.phone, remember) } : {});
        else if (answer.check) setVerification({ tab, target: verificationTarget(tab, values) });
        else completeSignIn(answer.token);
      } catch {
        // Already shown by the API client; everything typed stays in the form.
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [completeSignIn, navigate],
  );

  const closeVerification = useCallback(() => setVerification(null), []);
  return { logIn, pending, verification, closeVerification };
}
