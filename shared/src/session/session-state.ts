import { atom } from 'jotai';
import { STORAGE_KEYS, isToken, readStorage, storedSession, type Session } from '@portal/shared/boot';

export type { Session };

/** Signed in or not, and the bearer token (spec §3); starts from what storage holds. */
export const sessionAtom = atom<Session>(storedSession());

/**
 * The one place the API client gets its bearer token from: the one in local storage (spec §6),
 * sent only while signed in or while this tab finishes a sign-in (the code check, binding an
 * e-mail). Signed out, no call carries the token that local storage keeps.
 */
export function requestToken(): string | null {
  const token = readStorage('local', STORAGE_KEYS.token);
  if (token === null || !isToken(token)) return null;
  const signedIn = readStorage('local', STORAGE_KEYS.isLogin) === 'true';
  return signedIn || readStorage('session', STORAGE_KEYS.signInInProgress) === token ? token : null;
}
