import path from 'node:path';
import { MENU_KEYS, PAGE_LIST, REMOTE_NAMES } from '@portal/shared';

/**
 * The paths spec §2 names, in its two groups. This is the acceptance criterion the list is held to,
 * so it stays here as the spec writes it; everything else below is read from PAGE_LIST.
 */
const SPEC_ROUTES = {
  public: [
    '/sign-in',
    '/sign-up',
    '/sign-email',
    '/forget-password',
    '/change-password-check',
    '/reset-password',
    '/agreement',
    '/network-anomaly',
  ],
  signedIn: [
    '/wallet',
    '/settings',
    '/card',
    '/create-card',
    '/card-details',
    '/bulk-export',
    '/create-card/verification',
    '/create-card/secondary-verification-data',
    '/information-center',
    '/information-announcement-details',
  ],
};

/** Pages the product added beyond spec §2: each a signed-in page in the main layout. */
const BEYOND_SPEC = ['/transactions', '/transaction-details'];

const pagesAt = (routePath: string) => PAGE_LIST.filter((page) => page.path === routePath);

function exposesOf(remote: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation configs are CommonJS
  const config = require(path.join(__dirname, '..', '..', '..', remote, 'federation.config.cjs')) as {
    exposes: Record<string, string>;
  };
  return Object.keys(config.exposes);
}

describe('the page list against spec §2', () => {
  it.each([...SPEC_ROUTES.public, ...SPEC_ROUTES.signedIn])('has %s, once', (routePath) => {
    expect(pagesAt(routePath)).toHaveLength(1);
  });

  it('has no page the spec does not name', () => {
    const named = new Set([...SPEC_ROUTES.public, ...SPEC_ROUTES.signedIn, ...BEYOND_SPEC]);
    expect(PAGE_LIST.map((page) => page.path).filter((routePath) => !named.has(routePath))).toEqual([]);
  });

  it.each([...SPEC_ROUTES.signedIn, ...BEYOND_SPEC])(
    'puts %s, a signed-in route, behind the guard in the main layout',
    (routePath) => {
      expect(pagesAt(routePath).map(({ access, layout }) => ({ access, layout }))).toEqual([
        { access: 'signed-in', layout: 'main' },
      ]);
    },
  );

  it.each(SPEC_ROUTES.public)('opens %s, a public route, without sign-in and without the main layout', (routePath) => {
    const [page] = pagesAt(routePath);
    expect(page?.access).not.toBe('signed-in');
    expect(page?.layout).toBe('plain');
  });
});

describe('the page list', () => {
  it('names each page once', () => {
    const keys = PAGE_LIST.map((page) => page.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(MENU_KEYS)('has the page of the %s menu entry, which selects that entry', (menuKey) => {
    expect(PAGE_LIST.find((page) => page.key === menuKey)).toMatchObject({ menu: menuKey, layout: 'main' });
  });

  it('selects a menu entry only from pages in the main layout, where the menu is', () => {
    const withMenu = PAGE_LIST.filter((page) => 'menu' in page);
    expect(withMenu.filter((page) => page.layout !== 'main')).toEqual([]);
  });

  it('gives every public screen the host does not show itself to remote-auth (architecture: packages)', () => {
    const publicRemotePages = PAGE_LIST.filter((page) => page.access !== 'signed-in' && page.owner !== 'host');
    expect(publicRemotePages.filter((page) => page.owner !== 'remote-auth')).toEqual([]);
  });

  it.each(REMOTE_NAMES)("is what %s's federation config exposes, a module per page it owns", (remote) => {
    const listed = PAGE_LIST.flatMap((page) => (page.owner === remote ? [page.module] : []));
    expect(listed.length).toBeGreaterThan(0);
    expect(exposesOf(remote).sort()).toEqual([...listed].sort());
  });
});
