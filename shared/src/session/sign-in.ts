import { eventBus } from '../events/event-bus';
import { menuKeyAtom } from '../state/atoms';
import { portalStore } from '../state/store';
import { STORAGE_KEYS, writeStorage } from '@portal/shared/boot';
import { forgetSentCodes } from './sent-codes';
import { forgetSessionKept } from './session-kept';
import { sessionAtom } from './session-state';

/**
 * The first step of a sign-in (spec §4: "after credentials the token is stored"): the token is
 * stored and this tab sends it for the steps still owed (the code check, binding an e-mail), but
 * isLogin stays false, so no signed-in page opens until completeSignIn.
 */
export function beginSignIn(token: string): void {
  writeStorage('local', STORAGE_KEYS.token, token);
  writeStorage('session', STORAGE_KEYS.signInInProgress, token);
}

/** Signs in: the token goes to local and session storage and isLogin becomes true (spec §4). */
export function completeSignIn(token: string, store = portalStore): void {
  writeStorage('session', STORAGE_KEYS.token, token);
  writeStorage('session', STORAGE_KEYS.signInInProgress, null);
  store.set(sessionAtom, { isLogin: true, token });
}

/**
 * Signs out on this device: clears the session token and the menu key and sets isLogin false
 * (spec §4), and forgets what the session kept on this device (card freezes asked for offline, the
 * codes sent), so none is sent or counted for an account gone from here. The token stays in local storage as the spec says; the
 * server has revoked it, and the client no longer sends it.
 */
export function logout(reason: 'user' | 'session-expired' = 'user', store = portalStore): void {
  const wasSignedIn = store.get(sessionAtom).isLogin;
  writeStorage('session', STORAGE_KEYS.token, null);
  writeStorage('session', STORAGE_KEYS.signInInProgress, null);
  store.set(menuKeyAtom, null);
  store.set(sessionAtom, { isLogin: false, token: '' });
  forgetSessionKept();
  forgetSentCodes();
  if (wasSignedIn) eventBus.emit('signed-out', { reason });
}
