import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { completeSignIn, strings } from '@portal/shared';
import { loadRemotePage } from '../remotes/load-remote-page';
import { renderPortal } from './render-portal';

jest.mock('../remotes/load-remote-page');
// These tests are about loading pages; the main layout's live event stream is tested in live/.
jest.mock('@portal/shared/live', () => ({ useLiveEvents: () => undefined }));
const load = jest.mocked(loadRemotePage);

function signedInStore() {
  const store = createStore();
  completeSignIn('token', store);
  return store;
}

const page = (text: string) => ({ default: () => <p>{text}</p> });

beforeEach(() => {
  // Each test starts signed out: the session lives in storage.
  localStorage.clear();
  sessionStorage.clear();
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote page', () => {
  it('renders the module the route table names', async () => {
    load.mockResolvedValue(page('wallet page'));
    await renderPortal('/wallet', signedInStore());
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote-cards', './Wallet');
  });

  it('that cannot be loaded shows a Chinese message in the page area, keeping the menu', async () => {
    load.mockRejectedValue(new Error('manifest unreachable'));
    await renderPortal('/wallet', signedInStore());
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.remote.failedTitle);
    expect(screen.getByRole('navigation', { name: strings.header.mainMenu })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: strings.menu.card })).toBeInTheDocument();
  });

  it('loads again on retry once the remote is back, without a reload', async () => {
    let remoteIsUp = false;
    load.mockImplementation(async () => {
      if (!remoteIsUp) throw new Error('chunk unreachable');
      return page('cards are back');
    });
    await renderPortal('/card', signedInStore());
    const retry = await screen.findByRole('button', { name: strings.remote.retry });
    remoteIsUp = true;
    await act(() => userEvent.click(retry));
    expect(await screen.findByText('cards are back')).toBeInTheDocument();
  });

  it('that throws while rendering is contained the same way', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('render failed');
      },
    });
    await renderPortal('/information-center', signedInStore());
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.remote.failedTitle);
    expect(screen.getByRole('link', { name: strings.menu.wallet })).toBeInTheDocument();
  });

  it('keeps other pages working while one remote is down', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'remote-messages') throw new Error('down');
      return page(`${remote} page`);
    });
    const { router } = await renderPortal('/information-center', signedInStore());
    await screen.findByRole('alert');
    await act(() => router.navigate('/wallet'));
    expect(await screen.findByText('remote-cards page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the simple guard', () => {
  it('sends a signed-out visitor to /sign-in, replacing the history entry', async () => {
    load.mockResolvedValue(page('sign-in page'));
    const { router } = await renderPortal('/wallet');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).not.toHaveBeenCalledWith('remote-cards', './Wallet');
  });

  it('lets a signed-out visitor open a public page', async () => {
    load.mockResolvedValue(page('sign-up page'));
    await renderPortal('/sign-up');
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote-auth', './SignUp');
  });
});

describe('host pages', () => {
  it('shows the not-found page for a path outside the table; back-to-home stores the menu key', async () => {
    load.mockResolvedValue(page('wallet page'));
    const { router } = await renderPortal('/no-such-page', signedInStore());
    expect(screen.getByText(strings.notFound.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: strings.notFound.backHome }));
    expect(sessionStorage.getItem('menuKey')).toBe('wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('sends / to the wallet', async () => {
    load.mockResolvedValue(page('wallet page'));
    const { router } = await renderPortal('/', signedInStore());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });
});
