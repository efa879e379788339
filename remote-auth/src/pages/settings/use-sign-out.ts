import { useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, signOut } from '@portal/shared';

/** The settings screen's sign-out (spec §4): the shared sign-out, then /sign-in; one press at a time. */
export function useSignOut() {
  const store = useStore();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOutHere() {
    if (pending) return;
    setPending(true);
    await signOut(store);
    navigate(PATHS.signIn, { replace: true });
  }

  return { signOut: signOutHere, pending };
}
