import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, completeSignIn, userInfoAtom } from '@portal/shared';

/**
 * Finishes a sign-in (spec §4): stores the token, resets the user info (the next screen loads the
 * new account's) and goes to the wallet, replacing the public screen in the history.
 */
export function useCompleteSignIn(): (token: string) => void {
  const navigate = useNavigate();
  const store = useStore();
  return useCallback(
    (token: string) => {
      completeSignIn(token, store);
      store.set(userInfoAtom, null);
      navigate(PATHS.wallet, { replace: true });
    },
    [navigate, store],
  );
}
