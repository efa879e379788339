import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { completeSignIn, STORAGE_KEYS, strings } from '@portal/shared';
import { renderPortal } from '../../__tests__/render-portal';
import { reloadPage } from '../reload-page';
import { choosePin } from '../rollout';
import { CANARY_PINS, canaryBrowser } from './canary-browser';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@portal/shared/live', () => ({ useLiveEvents: () => undefined }));
jest.mock('../reload-page');
const load = jest.mocked(loadRemote);

const sent = canaryBrowser();
const report = (remote: string, version: string, outcome: string) => ({
  merchant: 'localhost',
  remote,
  version,
  outcome,
});
const Throws = () => {
  throw new Error('a broken build');
};

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('how a remote page went, as the customer saw it', () => {
  it('a canary page that throws while rendering is reported, and the tab reloads on the stable pin', async () => {
    load.mockResolvedValueOnce({ default: Throws });
    await renderPortal('/sign-in');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // Until the page reloads, its skeleton stands in: no failure is shown.
    expect(screen.getByRole('status', { name: strings.remote.loading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The reloaded page runs stable: this tab remembers the canary failed.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.failedCanaries) ?? '[]')).toEqual(['remote-auth@1.1.0']);
    expect(choosePin('remote-auth', CANARY_PINS['remote-auth'])).toEqual({ pin: '1.0.0', fallback: null });
    expect(await sent()).toEqual([report('remote-auth', '1.1.0', 'render-failed')]);
  });

  it('a stable page that throws is reported as a render failure and shows its retry', async () => {
    load.mockResolvedValueOnce({ default: Throws });
    const store = createStore();
    completeSignIn('token', store);
    await renderPortal('/wallet', store);

    expect(await screen.findByRole('alert')).toHaveTextContent(strings.remote.failedTitle);
    expect((await sent()).at(-1)).toEqual(report('remote-cards', '1.0.0', 'render-failed'));
  });
});
