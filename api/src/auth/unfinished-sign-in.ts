import { CALLS, type CallName } from '@portal/shared/contract';
import type { ErrorName } from '../platform/error-codes';

/**
 * The one list of what a token may call before its sign-in is finished, that is while its session
 * still owes the device code check or its account has no e-mail yet (a registrant). These are the
 * calls of the check dialog and of /sign-email: the codes, the check, the binding, the masked
 * account, and sign-out. Every other signed-in call answers 605, which signs the portal out.
 */
const SIGN_IN_CALLS: readonly CallName[] = [
  'sendCode',
  'sendCodeAuto',
  'loginCodeCheck',
  'bindEmail',
  'accountInfo',
  'logout',
];

/** How a route is named here: its method and its path as Fastify declares it (`/card/:id`). */
export const routeKey = (method: string, path: string): string => `${method} ${path}`;

/** The route key of a call of the shared contract, whose paths write a parameter as `{id}`. */
export const callKey = (name: CallName): string =>
  routeKey(CALLS[name].method, CALLS[name].path.replace(/\{(\w+)\}/g, ':$1'));

const ALLOWED = new Set(SIGN_IN_CALLS.map(callKey));

/** What a session still owes, as its row stores it (SQLite booleans). */
export interface SignInSteps {
  check_pending: number;
  email_pending: number;
}

export const isSignInUnfinished = (steps: SignInSteps): boolean =>
  steps.check_pending === 1 || steps.email_pending === 1;

/**
 * Why a session may not make a call (the device check is named first: it is the one a password
 * alone cannot pass), or null when it may. Without a route only a finished sign-in may go on.
 */
export function unfinishedSignInRefusal(steps: SignInSteps, route: string | null): ErrorName | null {
  if (!isSignInUnfinished(steps)) return null;
  if (route !== null && ALLOWED.has(route)) return null;
  return steps.check_pending === 1 ? 'checkPending' : 'emailPending';
}
