import { PAGE_LIST, PATHS, type MenuKey, type PageEntry } from '@portal/shared';

/**
 * Entries after spec §2's three, which the menu key in session storage (the shared core's
 * `MenuKey`, a contract with released remotes) does not name: each is selected by its own pages.
 */
const PAGE_ENTRIES = {
  transactions: [PATHS.transactions, PATHS.transactionDetails],
} as const;

/** A main-menu entry: one of spec §2 (`MenuKey`) or one of `PAGE_ENTRIES`. */
export type MenuEntryKey = MenuKey | keyof typeof PAGE_ENTRIES;

/** The main-menu entries, in order; each is labelled `strings.menu[key]` when rendered. */
export const MENU_ENTRIES: readonly { key: MenuEntryKey; to: string }[] = [
  { key: 'wallet', to: PATHS.wallet },
  { key: 'card', to: PATHS.card },
  { key: 'transactions', to: PATHS.transactions },
  { key: 'settings', to: PATHS.settings },
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The menu entry a path selects, as the page list says, or null for pages outside the menu. */
export function menuKeyForPath(pathname: string, list: readonly PageEntry[] = PAGE_LIST): MenuKey | null {
  const path = withoutTrailingSlash(pathname);
  return list.find((page) => page.path === path)?.menu ?? null;
}

/** The entry beyond spec §2's three whose page a path is, or null. */
export function pageEntryForPath(pathname: string): keyof typeof PAGE_ENTRIES | null {
  const path = withoutTrailingSlash(pathname);
  const found = Object.entries(PAGE_ENTRIES).find(([, paths]) => (paths as readonly string[]).includes(path));
  return found ? (found[0] as keyof typeof PAGE_ENTRIES) : null;
}

export const isMenuKey = (key: MenuEntryKey): key is MenuKey => !(key in PAGE_ENTRIES);
