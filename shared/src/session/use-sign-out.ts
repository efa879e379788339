import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routing/paths';
import { signOut } from './sign-out';

/**
 * The one sign-out a button offers (the account menu's, the settings screen's): the shared
 * sign-out, then /sign-in in place of the page; a second press while it runs does nothing.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const store = useStore();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const signOutHere = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await signOut(store);
      navigate(PATHS.signIn, { replace: true });
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [store, navigate]);

  return { signOut: signOutHere, pending };
}
