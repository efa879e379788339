import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PATHS, sessionAtom } from '@portal/shared';

/** Sends a signed-out visitor to sign-in, replacing the history entry (spec §6). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLogin } = useAtomValue(sessionAtom);
  return isLogin ? children : <Navigate to={PATHS.signIn} replace />;
}
