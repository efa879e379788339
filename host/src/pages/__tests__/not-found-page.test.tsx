import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { completeSignIn, menuKeyAtom, strings } from '@portal/shared';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { renderPortal } from '../../__tests__/render-portal';
import { pageStrings } from '../strings';

jest.mock('../../remotes/load-remote-page');
jest.mock('../../layout/main-layout', () => jest.requireActual('../../routes/__tests__/plain-layout'));
const load = jest.mocked(loadRemotePage);

// A click that navigates is fired inside one awaited act, so the page it leads to renders in it.

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote, expose) => ({ default: () => <p>{`${remote} ${expose}`}</p> }));
  sessionStorage.clear();
});

function signedInStore() {
  const store = createStore();
  completeSignIn('token', store);
  store.set(menuKeyAtom, 'settings');
  return store;
}

describe('the not-found page', () => {
  it.each(['/no-such-page', '/wallet/extra', '/create-card/unknown', '/Sign-In/x'])(
    'answers %s, a path outside the route table',
    async (path) => {
      const { router } = await renderPortal(path);
      expect(await screen.findByRole('heading', { level: 1, name: strings.notFound.text })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: pageStrings.notFoundImage })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('back to home stores wallet under the menu key and lands on /wallet', async () => {
    const store = signedInStore();
    const { router } = await renderPortal('/no-such-page', store);
    const backHome = await screen.findByRole('button', { name: strings.notFound.backHome });
    await act(async () => fireEvent.click(backHome));
    expect(await screen.findByText('remote-cards ./Wallet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
    expect(sessionStorage.getItem('menuKey')).toBe('wallet');
    expect(store.get(menuKeyAtom)).toBe('wallet');
  });
});
