import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { unstable_serialize } from 'swr';
import {
  completeSignIn,
  federationExposes,
  logout,
  PAGE_LIST,
  type PageEntry,
  pageTitle,
  strings,
  swrKeys,
} from '@portal/shared';
import { standalonePages } from '@portal/shared/standalone';
import { menuKeyForPath } from '../../layout/menu-entries';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { renderPortal } from '../../__tests__/render-portal';

jest.mock('../../remotes/load-remote-page');
jest.mock('../../layout/main-layout', () => jest.requireActual('./plain-layout'));
const load = jest.mocked(loadRemotePage);

/**
 * A page added to the list and nowhere else: a card statement under 卡片, in the file its module
 * name gives (pages/card-statement/card-statement-page.tsx, which the test fakes). Its title
 * comes from the catalogue by its key as every page's does; the catalogue holds the portal's pages
 * only (a key is a `PageKey`), so the sample borrows the key of 卡片详情 at a path of its own.
 */
const ADDED: PageEntry = {
  key: 'cardDetails',
  path: '/card-statement',
  access: 'signed-in',
  layout: 'main',
  menu: 'card',
  owner: 'remote-cards',
  module: './CardStatement',
};
const SAMPLE_LIST = [...PAGE_LIST, ADDED];

const MERCHANT_TITLE = '星河卡包';
const merchant = new Map([[unstable_serialize(swrKeys.merchant.branding()), { title: MERCHANT_TITLE }]]);

beforeEach(() => {
  // Each test starts signed out: the session lives in storage.
  localStorage.clear();
  sessionStorage.clear();
  load.mockReset();
  load.mockImplementation(async (remote, module) => ({ default: () => <h1>{`${remote} ${module}`}</h1> }));
  document.title = '';
});

describe('a page added to the page list alone', () => {
  it('is routed to its remote module, behind the guard, titled "{page} - {merchant}"', async () => {
    const store = createStore();
    completeSignIn('token', store);
    await renderPortal('/card-statement', store, { pages: SAMPLE_LIST, cached: merchant });
    expect(await screen.findByRole('heading', { name: 'remote-cards ./CardStatement' })).toBeInTheDocument();
    expect(screen.getByTestId('main-layout')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${strings.pages.cardDetails} - ${MERCHANT_TITLE}`));
  });

  it('sends a signed-out visitor to sign in, as every signed-in page does', async () => {
    const { router } = await renderPortal('/card-statement', createStore(), { pages: SAMPLE_LIST });
    expect(await screen.findByRole('heading', { name: 'remote-auth ./SignIn' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('selects its menu entry', () => {
    expect(menuKeyForPath('/card-statement', SAMPLE_LIST)).toBe('card');
    expect(menuKeyForPath('/card-statement', PAGE_LIST)).toBeNull();
  });

  it("is exposed by its remote's federation config under its module name, as the page's own file", () => {
    expect(federationExposes('remote-cards', SAMPLE_LIST)).toMatchObject({
      './CardStatement': './src/pages/card-statement/card-statement-page.tsx',
    });
    expect(federationExposes('remote-auth', SAMPLE_LIST)).not.toHaveProperty('./CardStatement');
  });

  it("is listed in its remote's standalone shell, loading that file", async () => {
    const loadFile = jest.fn(async (source: string) => ({ default: () => <p>{source}</p> }));
    const pages = standalonePages('remote-cards', loadFile, SAMPLE_LIST);
    const added = pages.find((page) => page.path === '/card-statement');
    expect(added?.title).toBe(strings.pages.cardDetails);
    expect(pages.map((page) => page.path)).toEqual(
      SAMPLE_LIST.filter((page) => page.owner === 'remote-cards').map((page) => page.path),
    );
    const Added = added!.Component;
    render(
      <Suspense fallback={null}>
        <Added />
      </Suspense>,
    );
    expect(await screen.findByText('pages/card-statement/card-statement-page')).toBeInTheDocument();
    expect(loadFile).toHaveBeenCalledWith('pages/card-statement/card-statement-page');
  });
});

describe('every page of the portal', () => {
  it.each(PAGE_LIST.filter((page) => page.owner !== 'host').map((page) => [page.path, page] as const))(
    '%s names the tab after itself and the merchant',
    async (path, page) => {
      const store = createStore();
      // Each page as its reader sees it: visitors' pages signed out, the others signed in.
      if (page.access === 'signed-out') logout('user', store);
      else completeSignIn('token', store);
      await renderPortal(path, store, { cached: merchant });
      await screen.findByRole('heading', { name: `${page.owner} ${page.module}` });
      await waitFor(() => expect(document.title).toBe(`${pageTitle(page)} - ${MERCHANT_TITLE}`));
    },
  );
});
