import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, completeSignIn } from '@portal/shared';

/**
 * Finishes a sign-in (spec §4): stores the token and goes to the wallet, replacing the public screen
 * in the history. The user info is reset by the new token itself: every signed-in SWR key carries it.
 */
export function useCompleteSignIn(): (token: string) => void {
  const navigate = useNavigate();
  const store = useStore();
  return useCallback(
    (token: string) => {
      completeSignIn(token, store);
      navigate(PATHS.wallet, { replace: true });
    },
    [navigate, store],
  );
}
