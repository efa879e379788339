import { atom } from 'jotai';
import { STORAGE_KEYS, readStorage } from '../storage/keys';

export interface Session {
  isLogin: boolean;
  token: string;
}

function storedSession(): Session {
  const token = readStorage('local', STORAGE_KEYS.token) ?? '';
  return { isLogin: token.length > 0, token };
}

/** Signed in or not, and the bearer token; starts from the token kept in local storage. */
export const sessionAtom = atom<Session>(storedSession());
