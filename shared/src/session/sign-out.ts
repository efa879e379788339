import { callApi } from '../api-client/client';
import { portalStore } from '../state/store';
import { logout } from './sign-in';

/**
 * Signs out (spec §4): the server revokes the token, then this device forgets the session. The
 * device signs out even when the server cannot be reached; the call is silent, since whatever the
 * server answers the user is signed out here.
 */
export async function signOut(store = portalStore): Promise<void> {
  await callApi('logout', undefined, { silent: true }).catch(() => undefined);
  logout('user', store);
}
