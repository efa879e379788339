import { createStore } from 'jotai';
import { callApi } from '../../api-client/client';
import { FakeApi } from '../../testing/fake-api';
import { beginSignIn, completeSignIn, logout, requestToken, sessionAtom, signOut } from '..';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
});

const ACCOUNT_INFO = 'GET /api/v1/account/info';
const sentAuthorization = async () => {
  await callApi('accountInfo', undefined, { silent: true }).catch(() => undefined);
  return api.callsTo(ACCOUNT_INFO).at(-1)?.authorization;
};

describe('beginSignIn (a sign-in that still owes its code check or e-mail)', () => {
  it('stores the token and sends it from this tab, without signing in', async () => {
    const store = createStore();
    beginSignIn('pending-token');
    expect(localStorage.getItem('token')).toBe('pending-token');
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(await sentAuthorization()).toBe('Bearer pending-token');
  });

  it('is not sent from another tab, which has not begun that sign-in', async () => {
    beginSignIn('pending-token');
    sessionStorage.clear();
    expect(requestToken()).toBeNull();
    expect(await sentAuthorization()).toBeUndefined();
  });

  it('ends in completeSignIn with the full token', async () => {
    const store = createStore();
    beginSignIn('pending-token');
    completeSignIn('full-token', store);
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'full-token' });
    expect(await sentAuthorization()).toBe('Bearer full-token');
  });
});

describe('signed out', () => {
  it('sends no token, though local storage keeps it (spec §4)', async () => {
    const store = createStore();
    completeSignIn('old-token', store);
    logout('user', store);
    expect(localStorage.getItem('token')).toBe('old-token');
    expect(await sentAuthorization()).toBeUndefined();
  });
});

describe('signOut', () => {
  it('revokes the token on the server, then signs out here', async () => {
    const store = createStore();
    completeSignIn('live-token', store);
    await signOut(store);
    expect(api.callsTo('DELETE /api/v1/account/login').map((call) => call.authorization)).toEqual([
      'Bearer live-token',
    ]);
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(await sentAuthorization()).toBeUndefined();
  });

  it('signs out here even when the server cannot be reached', async () => {
    api.on('DELETE /api/v1/account/login', { networkError: true });
    const store = createStore();
    completeSignIn('live-token', store);
    await signOut(store);
    expect(store.get(sessionAtom).isLogin).toBe(false);
  });
});
