import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { completeSignIn, menuKeyAtom, strings } from '@portal/shared';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { renderPortal } from '../../__tests__/render-portal';
import { pageStrings } from '../../pages/strings';

jest.mock('../../remotes/load-remote-page');
jest.mock('../../layout/main-layout', () => jest.requireActual('./plain-layout'));
const load = jest.mocked(loadRemotePage);

// A click that navigates is fired inside one awaited act, so the page it leads to renders in it.

let online = true;

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  load.mockReset();
  load.mockImplementation(async (remote, expose) => ({ default: () => <p>{`${remote} ${expose}`}</p> }));
  sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

function signedInStore() {
  const store = createStore();
  completeSignIn('token', store);
  store.set(menuKeyAtom, 'card');
  return store;
}

describe('an offline browser', () => {
  it('is sent to /network-anomaly when it opens a page, replacing the entry, without loading the page', async () => {
    online = false;
    const { router } = await renderPortal('/wallet', signedInStore());
    expect(await screen.findByText(strings.networkAnomaly.text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/network-anomaly');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).not.toHaveBeenCalled();
  });

  it('is sent there on any later navigation, public pages included', async () => {
    const { router } = await renderPortal('/wallet', signedInStore());
    expect(await screen.findByText('remote-cards ./Wallet')).toBeInTheDocument();

    online = false;
    await act(() => router.navigate('/card'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-anomaly'));
    expect(router.state.historyAction).toBe('REPLACE');

    online = true;
    await act(() => router.navigate('/sign-up'));
    online = false;
    await act(() => router.navigate('/agreement'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-anomaly'));
  });

  it('is not redirected again while on /network-anomaly', async () => {
    online = false;
    const { router } = await renderPortal('/network-anomaly');
    expect(await screen.findByText(strings.networkAnomaly.text)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/network-anomaly');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('the network-anomaly page', () => {
  it('shows a picture, the spec’s one message as its heading and 重试', async () => {
    online = false;
    await renderPortal('/network-anomaly');
    expect(await screen.findByRole('heading', { level: 1, name: strings.networkAnomaly.text })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: pageStrings.networkAnomalyImage })).toBeInTheDocument();
    expect(screen.getAllByText(strings.networkAnomaly.text)).toHaveLength(1);
    expect(screen.getByRole('button', { name: strings.networkAnomaly.retry })).toBeInTheDocument();
  });
});

describe('the network-anomaly retry', () => {
  it('selects the wallet menu entry and goes to /wallet once back online', async () => {
    online = false;
    const store = signedInStore();
    const { router } = await renderPortal('/card', store);
    await screen.findByText(strings.networkAnomaly.text);

    online = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: strings.networkAnomaly.retry })));
    expect(await screen.findByText('remote-cards ./Wallet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
    expect(sessionStorage.getItem('menuKey')).toBe('wallet');
    expect(store.get(menuKeyAtom)).toBe('wallet');
  });

  it('stays on the page while still offline', async () => {
    online = false;
    const { router } = await renderPortal('/network-anomaly', signedInStore());
    const retry = await screen.findByRole('button', { name: strings.networkAnomaly.retry });
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-anomaly'));
    expect(screen.getByText(strings.networkAnomaly.text)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('an online browser', () => {
  it('goes where it navigates', async () => {
    const { router } = await renderPortal('/wallet', signedInStore());
    await screen.findByText('remote-cards ./Wallet');
    for (const path of ['/card', '/settings', '/information-center', '/agreement']) {
      await act(() => router.navigate(path));
      expect(router.state.location.pathname).toBe(path);
    }
    expect(screen.queryByText(strings.networkAnomaly.text)).not.toBeInTheDocument();
  });
});
