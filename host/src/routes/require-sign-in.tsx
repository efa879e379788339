import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PATHS, sessionAtom } from '@portal/shared';

/** Sends a signed-in user from a visitor's page (sign-in, sign-up) to the wallet, replacing the entry. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { isLogin } = useAtomValue(sessionAtom);
  return isLogin ? <Navigate to={PATHS.wallet} replace /> : children;
}

/** Sends a signed-out visitor to sign-in, replacing the history entry (spec §6). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLogin } = useAtomValue(sessionAtom);
  return isLogin ? children : <Navigate to={PATHS.signIn} replace />;
}
