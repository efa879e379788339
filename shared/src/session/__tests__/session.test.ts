import { createStore } from 'jotai';
import { eventBus } from '../../events/event-bus';
import { menuKeyAtom } from '../../state/atoms';
import { completeSignIn, logout } from '../sign-in';
import { requestToken, sessionAtom } from '../session-state';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A fresh module graph, so atoms read storage as a page load would. */
async function freshState() {
  jest.resetModules();
  const session = await import('../session-state');
  const atoms = await import('../../state/atoms');
  return { store: createStore(), ...session, ...atoms };
}

describe('completeSignIn (spec §4: login)', () => {
  it('stores the token in local and session storage and sets isLogin', () => {
    const store = createStore();
    completeSignIn('tok-1', store);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'tok-1' });
  });

  it('survives a reload: a new page starts signed in from storage', async () => {
    completeSignIn('tok-2', createStore());
    const fresh = await freshState();
    expect(fresh.store.get(fresh.sessionAtom)).toEqual({ isLogin: true, token: 'tok-2' });
  });
});

describe('logout (spec §4)', () => {
  it('clears the session token and the menu key, sets isLogin false and leaves local storage', () => {
    const store = createStore();
    completeSignIn('tok-3', store);
    store.set(menuKeyAtom, 'card');
    logout('user', store);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('menuKey')).toBeNull();
    expect(store.get(menuKeyAtom)).toBe('wallet');
    expect(localStorage.getItem('token')).toBe('tok-3');
  });

  it('keeps a later page load signed out although the token is still in local storage', async () => {
    const store = createStore();
    completeSignIn('tok-4', store);
    logout('user', store);
    const fresh = await freshState();
    expect(fresh.store.get(fresh.sessionAtom).isLogin).toBe(false);
  });

  it('tells the other apps once, and not when already signed out', () => {
    const store = createStore();
    const heard = jest.fn();
    const off = eventBus.on('signed-out', heard);
    completeSignIn('tok-5', store);
    logout('session-expired', store);
    logout('user', store);
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ reason: 'session-expired' });
  });
});

describe('stored values that are corrupt', () => {
  it.each([
    ['an isLogin flag that is not true or false', { isLogin: 'yes', token: 'tok' }],
    ['a token with spaces', { isLogin: 'true', token: 'not a token' }],
    ['an empty token', { isLogin: 'true', token: '' }],
  ])('fall back to signed out: %s', async (_case, stored) => {
    localStorage.setItem('isLogin', stored.isLogin);
    localStorage.setItem('token', stored.token);
    const fresh = await freshState();
    expect(fresh.store.get(fresh.sessionAtom).isLogin).toBe(false);
  });

  it('give the default menu key for an unknown one', async () => {
    sessionStorage.setItem('menuKey', '{"broken":');
    const { store, menuKeyAtom: freshMenuKey } = await freshState();
    expect(store.get(freshMenuKey)).toBe('wallet');
  });

  it('keep a valid stored menu key, and persist a new one in session storage', async () => {
    sessionStorage.setItem('menuKey', 'settings');
    const { store, menuKeyAtom: freshMenuKey } = await freshState();
    expect(store.get(freshMenuKey)).toBe('settings');
    store.set(freshMenuKey, 'card');
    expect(sessionStorage.getItem('menuKey')).toBe('card');
  });

  it('never crash when storage itself throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { store, sessionAtom: freshSession, menuKeyAtom: freshMenuKey } = await freshState();
    expect(store.get(freshSession)).toEqual({ isLogin: false, token: '' });
    expect(store.get(freshMenuKey)).toBe('wallet');
    jest.restoreAllMocks();
  });
});

describe('state defaults (spec §3, §9)', () => {
  it('start with the menu on wallet', async () => {
    const { store, menuKeyAtom: freshMenuKey } = await freshState();
    expect(store.get(freshMenuKey)).toBe('wallet');
  });
});

describe("local storage is the session's one home", () => {
  /** What another tab of the portal does to local storage, and the event this tab hears. */
  function otherTabStores(values: Record<string, string>) {
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    }
  }

  it('follows another tab: its sign-out signs this tab out, its sign-in signs this tab in with its token', () => {
    const store = createStore();
    completeSignIn('tok-a', store);
    const off = store.sub(sessionAtom, () => undefined);
    otherTabStores({ isLogin: 'false' });
    expect(store.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
    expect(requestToken()).toBeNull();
    otherTabStores({ token: 'tok-b', isLogin: 'true' });
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'tok-b' });
    expect(requestToken()).toBe('tok-b');
    off();
  });

  it('is what setting the session writes: the calls carry the token the data is keyed by', () => {
    const store = createStore();
    store.set(sessionAtom, { isLogin: true, token: 'tok-c' });
    expect(localStorage.getItem('token')).toBe('tok-c');
    expect(requestToken()).toBe(store.get(sessionAtom).token);
    store.set(sessionAtom, { isLogin: false, token: '' });
    expect(localStorage.getItem('token')).toBe('tok-c');
    expect(requestToken()).toBeNull();
  });
});
