import { useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, callApi, logout } from '@portal/shared';

/**
 * Signs out (spec §4): the server revokes the token, then this device forgets the session and
 * goes to /sign-in. The device signs out even when the server cannot be reached.
 */
export function useSignOut() {
  const store = useStore();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    if (pending) return;
    setPending(true);
    try {
      // Silent: whatever the server answers, the user is signed out here, so an error would only confuse.
      await callApi('logout', undefined, { silent: true });
    } catch {
      // Signed out locally all the same.
    }
    logout('user', store);
    navigate(PATHS.signIn, { replace: true });
  }

  return { signOut, pending };
}
