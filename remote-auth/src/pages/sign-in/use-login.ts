import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PATHS,
  beginSignIn,
  dismissNotice,
  logIn as sendCredentials,
  noticesAtom,
  portalStore,
  useSubmit,
} from '@portal/shared';
import type { FormValues } from '../../forms/use-form';
import { useCompleteSignIn } from '../../session/use-complete-sign-in';
import { signEmailState } from '../../session/sign-email-handoff';
import { deviceId } from './device-id';
import { isSignInTab, loginRequest, verificationTarget, type SignInField, type SignInTab } from './sign-in-tab';

/** A sign-in that owes its code check: the tab it was made on and where the code goes. */
export interface PendingVerification {
  tab: SignInTab;
  target: string;
}

/** What a reload after a sign-in lost to the network brings back (never the password). */
export interface KeptSignIn {
  tab: SignInTab;
  phone: string;
  email: string;
  remember: boolean;
}

export interface Login {
  /**
   * Sends the credentials; a second call while one is in flight is ignored. `remember` pre-ticks
   * the device trust of the check that may follow.
   */
  logIn: (tab: SignInTab, values: FormValues<SignInField>, remember: boolean) => Promise<void>;
  pending: boolean;
  /** A sign-in failed for lack of network: the form offers 重新提交 once online. */
  waiting: boolean;
  online: boolean;
  kept: KeptSignIn | null;
  /** Set while the verification dialog should be open. */
  verification: PendingVerification | null;
  closeVerification: () => void;
}

type Attempt = FormValues<SignInField> & { tab: SignInTab; remember: boolean };

/**
 * The login flow of spec §4. The session module holds the token from here on, so the e-mail binding
 * or the code check that follows is made with it; the user is signed in only once the sign-in is
 * complete. Failures are shown by the API client; the form keeps its values.
 */
export function useLogin(): Login {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  const attempt = useSubmit({
    draft: 'sign-in',
    keep: ['tab', 'phone', 'email', 'remember'],
    send: ({ tab, ...values }: Attempt) => sendCredentials(loginRequest(tab, values, deviceId())),
    onDone: (answer, { tab, remember, ...values }) => {
      // The credentials passed: what earlier tries were refused with (a wrong password) no longer applies.
      for (const notice of portalStore.get(noticesAtom)) if (notice.tone === 'error') dismissNotice(notice.id);
      beginSignIn(answer.token);
      // No e-mail yet means a phone sign-in; one that owes its check proves the phone on /sign-email.
      if (!answer.email)
        navigate(PATHS.signEmail, answer.check ? { state: signEmailState(values.phone, remember) } : {});
      else if (answer.check) setVerification({ tab, target: verificationTarget(tab, values) });
      else completeSignIn(answer.token);
    },
  });
  const { submit } = attempt;

  const logIn = useCallback(
    (tab: SignInTab, values: FormValues<SignInField>, remember: boolean) => submit({ ...values, tab, remember }),
    [submit],
  );
  const closeVerification = useCallback(() => setVerification(null), []);
  return {
    logIn,
    pending: attempt.pending,
    waiting: attempt.waiting,
    online: attempt.online,
    kept: keptSignIn(attempt.restored),
    verification,
    closeVerification,
  };
}

function keptSignIn(restored: Partial<Attempt> | null): KeptSignIn | null {
  if (!restored) return null;
  return {
    tab: restored.tab && isSignInTab(restored.tab) ? restored.tab : 'phone',
    phone: typeof restored.phone === 'string' ? restored.phone : '',
    email: typeof restored.email === 'string' ? restored.email : '',
    remember: restored.remember === true,
  };
}
