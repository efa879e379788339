// The portal's one list of pages (spec §2). The host's router, the main menu's selection, each
// remote's federation `exposes` and standalone shell, and every document title derive from it:
// adding a page means an entry here, its title in the string catalogue and the page's own file,
// whose default export is the page: `src/pages/card-list/card-list-page.tsx` in its remote for the
// module `./CardList` (`pageSource`).
//
// This file holds data and pure functions only (its one import is a type, of texts that import
// nothing of the portal): the remotes' CommonJS federation configs load it at build time through
// `tooling/page-list.cjs`.
import type { PortalStrings } from '../strings/zh-texts';

/** The remotes the host composes; the name is also the remote's folder and its key in `/remotes.json`. */
export const REMOTE_NAMES = ['remote-auth', 'remote-cards', 'remote-messages'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The main-menu entries (spec §2). */
export const MENU_KEYS = ['wallet', 'card', 'settings'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
export const DEFAULT_MENU_KEY: MenuKey = 'wallet';

/** A page's name: its key in `PATHS` and in the catalogue's page titles. */
export type PageKey = keyof PortalStrings['pages'];

/**
 * A federated module name, `./PascalCase`. Module names are a contract with hosts already released,
 * which load pages by them; a page's file is named after its module (`pageSource`).
 */
export type ModuleName = `./${string}`;

interface PageBase {
  key: PageKey;
  path: `/${string}`;
  /**
   * `signed-in` pages sit behind the guard; `signed-out` pages are for visitors, and a signed-in user
   * who opens one goes to the wallet instead; `public` pages are for everyone.
   */
  access: 'public' | 'signed-out' | 'signed-in';
  /** `main`: header and menu around the page; `plain`: the page alone. */
  layout: 'main' | 'plain';
  /** The main-menu entry the page selects; pages without one keep the entry selected before. */
  menu?: MenuKey;
}

export interface RemotePageEntry extends PageBase {
  owner: RemoteName;
  module: ModuleName;
  /** What the page's link in its remote's standalone shell carries, for pages that need a query or state. */
  standaloneLink?: { search?: string; state?: unknown };
}

export interface HostPageEntry extends PageBase {
  owner: 'host';
}

export type PageEntry = RemotePageEntry | HostPageEntry;

/** The sandbox's demo phone, carried to the screens of the phone reset flow when they open alone. */
const DEMO_PHONE = '13800138000';

/** Every page of the portal, each once. */
export const PAGE_LIST = [
  { key: 'signIn', path: '/sign-in', access: 'signed-out', layout: 'plain', owner: 'remote-auth', module: './SignIn' },
  { key: 'signUp', path: '/sign-up', access: 'signed-out', layout: 'plain', owner: 'remote-auth', module: './SignUp' },
  {
    key: 'signEmail',
    path: '/sign-email',
    access: 'public',
    layout: 'plain',
    owner: 'remote-auth',
    module: './SignEmail',
  },
  {
    key: 'forgetPassword',
    path: '/forget-password',
    access: 'public',
    layout: 'plain',
    owner: 'remote-auth',
    module: './ForgetPassword',
  },
  {
    key: 'changePasswordCheck',
    path: '/change-password-check',
    access: 'public',
    layout: 'plain',
    owner: 'remote-auth',
    module: './ChangePasswordCheck',
    standaloneLink: { state: { phone: DEMO_PHONE } },
  },
  {
    key: 'resetPassword',
    path: '/reset-password',
    access: 'public',
    layout: 'plain',
    owner: 'remote-auth',
    module: './ResetPassword',
    standaloneLink: { state: { phone: DEMO_PHONE } },
  },
  {
    key: 'agreement',
    path: '/agreement',
    access: 'public',
    layout: 'plain',
    owner: 'remote-auth',
    module: './Agreement',
    standaloneLink: { search: '?id=1' },
  },
  { key: 'networkAnomaly', path: '/network-anomaly', access: 'public', layout: 'plain', owner: 'host' },
  {
    key: 'wallet',
    path: '/wallet',
    access: 'signed-in',
    layout: 'main',
    menu: 'wallet',
    owner: 'remote-cards',
    module: './Wallet',
  },
  {
    key: 'settings',
    path: '/settings',
    access: 'signed-in',
    layout: 'main',
    menu: 'settings',
    owner: 'remote-auth',
    module: './Settings',
  },
  {
    key: 'card',
    path: '/card',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './CardList',
  },
  {
    key: 'createCard',
    path: '/create-card',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './CreateCard',
  },
  {
    key: 'cardDetails',
    path: '/card-details',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './CardDetails',
  },
  {
    key: 'bulkExport',
    path: '/bulk-export',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './BulkExport',
  },
  {
    key: 'createCardVerification',
    path: '/create-card/verification',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './CreateCardVerification',
  },
  {
    key: 'createCardSecondaryVerification',
    path: '/create-card/secondary-verification-data',
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    owner: 'remote-cards',
    module: './CreateCardSecondaryVerification',
  },
  {
    key: 'informationCenter',
    path: '/information-center',
    access: 'signed-in',
    layout: 'main',
    owner: 'remote-messages',
    module: './InformationCenter',
  },
  {
    key: 'announcementDetails',
    path: '/information-announcement-details',
    access: 'signed-in',
    layout: 'main',
    owner: 'remote-messages',
    module: './AnnouncementDetails',
  },
  {
    key: 'transactions',
    path: '/transactions',
    access: 'signed-in',
    layout: 'main',
    owner: 'remote-cards',
    module: './Transactions',
  },
  {
    key: 'transactionDetails',
    path: '/transaction-details',
    access: 'signed-in',
    layout: 'main',
    owner: 'remote-cards',
    module: './TransactionDetails',
  },
] as const satisfies readonly PageEntry[];

/** The page entries of the list as their common type, for code that reads any list. */
export type PortalPage = (typeof PAGE_LIST)[number];

/** A federated module name in kebab case: `./CardList` is `card-list`. */
export function moduleFileName(module: ModuleName): string {
  return module
    .slice(2)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * A remote page's own file, under its remote's `src/` and without its extension, named after its
 * module: `pages/card-list/card-list-page` for `./CardList`. Its default export is the page.
 */
export function pageSource(module: ModuleName): string {
  const name = moduleFileName(module);
  return `pages/${name}/${name}-page`;
}

/** The file a remote exposes as a federated module, its page's own: `./CardList` is `./src/pages/card-list/card-list-page.tsx`. */
export function moduleFile(module: ModuleName): string {
  return `./src/${pageSource(module)}.tsx`;
}

/** The pages a remote owns, in list order. */
export function pagesOf(remote: RemoteName, list: readonly PageEntry[] = PAGE_LIST): RemotePageEntry[] {
  return list.filter((page): page is RemotePageEntry => page.owner === remote);
}

/** A remote's federation `exposes`: one module per page it owns, each the page's own file. */
export function federationExposes(
  remote: RemoteName,
  list: readonly PageEntry[] = PAGE_LIST,
): Record<ModuleName, string> {
  return Object.fromEntries(pagesOf(remote, list).map((page) => [page.module, moduleFile(page.module)]));
}
