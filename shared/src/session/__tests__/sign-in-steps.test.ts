import { createStore } from 'jotai';
import { callApi } from '../../api-client/client';
import { FakeApi } from '../../testing/fake-api';
import { beginSignIn, completeSignIn, logout, requestToken, sessionAtom, signOut } from '..';

const ACCOUNT_INFO = 'GET /api/v1/account/info';
const SIGN_OUT = 'DELETE /api/v1/account/login';
const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  // The call each test sends to see which token goes with it.
  api.on(ACCOUNT_INFO, { data: { id: 'u-1', email: 'lin@example.com', phone: '13800138000', phone_prefix: '86' } });
  api.on(SIGN_OUT, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

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
    expect(api.callsTo(SIGN_OUT).map((call) => call.authorization)).toEqual(['Bearer live-token']);
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(await sentAuthorization()).toBeUndefined();
  });

  it('signs out here even when the server cannot be reached', async () => {
    api.on(SIGN_OUT, { networkError: true });
    const store = createStore();
    completeSignIn('live-token', store);
    await signOut(store);
    expect(store.get(sessionAtom).isLogin).toBe(false);
  });
});
