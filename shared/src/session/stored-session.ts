import { TOKEN_MAX_LENGTH } from '../contract/token';
import { STORAGE_KEYS, readValidated } from '../storage/keys';

export interface Session {
  isLogin: boolean;
  token: string;
}

/** A bearer token is one printable word the API can read; anything else in storage is treated as no token. */
const TOKEN = new RegExp(`^[\\x21-\\x7e]{1,${TOKEN_MAX_LENGTH}}$`);
export const isToken = (value: string): value is string => TOKEN.test(value);
const isFlag = (value: string): value is 'true' | 'false' => value === 'true' || value === 'false';

/**
 * The session local storage holds (spec §3): signed in with its token, or signed out with no token
 * (the one a sign-out leaves in local storage is no session's). Free of React and jotai, so the host
 * can read it before the shared libraries have loaded (to start fetching the opened page).
 */
export function storedSession(): Session {
  const token = readValidated('local', STORAGE_KEYS.token, isToken, '');
  const isLogin = readValidated('local', STORAGE_KEYS.isLogin, isFlag, 'false') === 'true';
  return isLogin && token !== '' ? { isLogin: true, token } : { isLogin: false, token: '' };
}
