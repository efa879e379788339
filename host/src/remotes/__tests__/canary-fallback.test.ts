import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { STORAGE_KEYS } from '@portal/shared';
import { loadRemotePage, pageRendered } from '../load-remote-page';
import { canaryBrowser } from './canary-browser';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

const Page = () => null;
const sent = canaryBrowser();

describe('a canary that fails to load, and the load reports', () => {
  it('loads the page from the stable pin at once and keeps this tab on stable', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008: remoteEntry.js failed to load'));
    load.mockResolvedValueOnce({ default: Page });
    const loaded = await loadRemotePage('remote-auth', './SignIn');
    expect(loaded).toEqual({ default: Page, remote: 'remote-auth', pin: '1.0.0' });
    expect(register).toHaveBeenNthCalledWith(
      1,
      expect.arrayContaining([{ name: 'remote_auth', entry: '/remote-auth/1.1.0/remoteEntry.js' }]),
    );
    expect(register).toHaveBeenNthCalledWith(2, [{ name: 'remote_auth', entry: '/remote-auth/1.0.0/remoteEntry.js' }], {
      force: true,
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.failedCanaries) ?? '[]')).toEqual(['remote-auth@1.1.0']);
    // Arriving is not rendering: the stable page is reported once it has rendered, and once only.
    expect(await sent()).toEqual([
      { merchant: 'localhost', remote: 'remote-auth', version: '1.1.0', outcome: 'load-failed' },
    ]);
    pageRendered(loaded);
    pageRendered(loaded);
    expect(await sent()).toEqual([
      { merchant: 'localhost', remote: 'remote-auth', version: '1.1.0', outcome: 'load-failed' },
      { merchant: 'localhost', remote: 'remote-auth', version: '1.0.0', outcome: 'rendered' },
    ]);
  });

  it('does not hide the failure of a stable pin: the page shows its retry', async () => {
    const failure = new Error('RUNTIME-008');
    load.mockRejectedValueOnce(failure);
    await expect(loadRemotePage('remote-cards', './Wallet')).rejects.toBe(failure);
    expect(register).toHaveBeenCalledTimes(2);
    expect((await sent()).at(-1)).toEqual({
      merchant: 'localhost',
      remote: 'remote-cards',
      version: '1.0.0',
      outcome: 'load-failed',
    });
  });
});
