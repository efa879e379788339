import { atom, type PrimitiveAtom, type SetStateAction } from 'jotai';
import { STORAGE_KEYS, isToken, readStorage, storedSession, writeStorage, type Session } from '@portal/shared/boot';

export type { Session };

/** Moves on whenever the stored session may have changed: this tab set it, or another tab's storage event. */
const storedSessionMoved = atom(0);
storedSessionMoved.onMount = (move) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.isLogin) {
      move((count) => count + 1);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/**
 * Signed in or not, and the bearer token (spec §3). Local storage is the session's one home: the
 * atom reads it (again whenever this tab or another changes it), and setting the atom writes it: a
 * signed-in session's token and isLogin true, or isLogin false alone (local storage keeps the token
 * after a sign-out, spec §4). The API client reads the same storage (`requestToken`), so the token
 * the data hooks key their cache by is the one the calls carry. Its `init`, which the type it was
 * released with names, is what storage holds.
 */
export const sessionAtom: PrimitiveAtom<Session> & { init: Session } = Object.defineProperty(
  atom<Session, [SetStateAction<Session>], void>(
    (get) => {
      get(storedSessionMoved);
      return storedSession();
    },
    (_get, set, update) => {
      const next = typeof update === 'function' ? update(storedSession()) : update;
      const signedIn = next.isLogin && isToken(next.token);
      if (signedIn) writeStorage('local', STORAGE_KEYS.token, next.token);
      writeStorage('local', STORAGE_KEYS.isLogin, signedIn ? 'true' : 'false');
      set(storedSessionMoved, (count) => count + 1);
    },
  ),
  'init',
  { get: storedSession, enumerable: true },
) as PrimitiveAtom<Session> & { init: Session };

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
