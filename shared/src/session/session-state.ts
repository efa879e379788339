import { atom } from 'jotai';
import { STORAGE_KEYS, readStorage, readValidated } from '../storage/keys';

export interface Session {
  isLogin: boolean;
  token: string;
}

/** A bearer token is one printable word; anything else in storage is treated as no token. */
const TOKEN = /^[\x21-\x7e]{1,4096}$/;
const isToken = (value: string): value is string => TOKEN.test(value);
const isFlag = (value: string): value is 'true' | 'false' => value === 'true' || value === 'false';

function storedSession(): Session {
  const token = readValidated('local', STORAGE_KEYS.token, isToken, '');
  const isLogin = readValidated('local', STORAGE_KEYS.isLogin, isFlag, 'false') === 'true';
  return { isLogin: isLogin && token !== '', token };
}

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
