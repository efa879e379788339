import { PAGE_LIST, PATHS, strings, type MenuKey, type PageEntry } from '@portal/shared';

/** The three main-menu entries, in order (spec §2). */
export const MENU_ENTRIES: readonly { key: MenuKey; to: string; label: string }[] = [
  {
    key: 'wallet',
    to: PATHS.wallet,
    get label() {
      return strings.menu.wallet;
    },
  },
  {
    key: 'card',
    to: PATHS.card,
    get label() {
      return strings.menu.card;
    },
  },
  {
    key: 'settings',
    to: PATHS.settings,
    get label() {
      return strings.menu.settings;
    },
  },
];

/** The menu entry a path selects, as the page list says, or null for pages outside the menu. */
export function menuKeyForPath(pathname: string, list: readonly PageEntry[] = PAGE_LIST): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return list.find((page) => page.path === path)?.menu ?? null;
}
