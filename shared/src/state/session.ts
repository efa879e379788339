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

/** The bearer token the API client sends: always the one in local storage (spec §6). */
export function storedToken(): string | null {
  const token = readStorage('local', STORAGE_KEYS.token);
  return token !== null && isToken(token) ? token : null;
}
