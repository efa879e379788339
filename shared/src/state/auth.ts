import { eventBus } from '../events/event-bus';
import { STORAGE_KEYS, writeStorage } from '../storage/keys';
import { menuKeyAtom, userInfoAtom } from './atoms';
import { sessionAtom } from './session';
import { portalStore } from './store';

/** Signs in: the token goes to local and session storage and isLogin becomes true (spec §4). */
export function login(token: string, store = portalStore): void {
  writeStorage('local', STORAGE_KEYS.token, token);
  writeStorage('session', STORAGE_KEYS.token, token);
  writeStorage('local', STORAGE_KEYS.isLogin, 'true');
  store.set(sessionAtom, { isLogin: true, token });
}

/**
 * Signs out on this device: clears the session token and the menu key and sets isLogin false
 * (spec §4). The token stays in local storage as the spec says; the server has revoked it.
 */
export function logout(reason: 'user' | 'session-expired' = 'user', store = portalStore): void {
  const wasSignedIn = store.get(sessionAtom).isLogin;
  writeStorage('session', STORAGE_KEYS.token, null);
  writeStorage('local', STORAGE_KEYS.isLogin, 'false');
  store.set(menuKeyAtom, null);
  store.set(userInfoAtom, null);
  store.set(sessionAtom, { isLogin: false, token: '' });
  if (wasSignedIn) eventBus.emit('signed-out', { reason });
}
