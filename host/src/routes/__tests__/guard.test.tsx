import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { completeSignIn, PAGE_LIST } from '@portal/shared';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { renderPortal } from '../../__tests__/render-portal';

jest.mock('../../remotes/load-remote-page');
jest.mock('../../layout/main-layout', () => jest.requireActual('./plain-layout'));
const load = jest.mocked(loadRemotePage);

const SIGNED_IN_PATHS = PAGE_LIST.filter((page) => page.access === 'signed-in').map((page) => page.path);

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote, expose) => ({ default: () => <p>{`${remote} ${expose}`}</p> }));
});

describe('the sign-in guard', () => {
  it.each(SIGNED_IN_PATHS)('sends a signed-out visitor from %s to /sign-in, replacing the entry', async (path) => {
    const { router } = await renderPortal(path);
    expect(await screen.findByText('remote-auth ./SignIn')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).not.toHaveBeenCalledWith(expect.anything(), expect.not.stringMatching(/^\.\/SignIn$/));
  });

  it('leaves nothing to go Back to: Back returns to the page before the guarded one', async () => {
    const { router } = await renderPortal('/card');
    await screen.findByText('remote-auth ./SignIn');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/previous');
  });

  it.each(['/sign-in', '/sign-up'])(
    'sends a signed-in user from %s to the wallet, replacing the entry',
    async (path) => {
      const store = createStore();
      completeSignIn('token', store);
      const { router } = await renderPortal(path, store);
      expect(await screen.findByText('remote-cards ./Wallet')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/wallet');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('lets a signed-in user through', async () => {
    const store = createStore();
    completeSignIn('token', store);
    const { router } = await renderPortal('/card', store);
    expect(await screen.findByText('remote-cards ./CardList')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/card');
  });

  it('keeps public pages open to a signed-out visitor', async () => {
    const { router } = await renderPortal('/forget-password');
    expect(await screen.findByText('remote-auth ./ForgetPassword')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password');
  });
});
