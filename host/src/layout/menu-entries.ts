import { PAGE_LIST, PATHS, type MenuKey, type PageEntry } from '@portal/shared';

/** The three main-menu entries, in order (spec §2); each is labelled `strings.menu[key]` when rendered. */
export const MENU_ENTRIES: readonly { key: MenuKey; to: string }[] = [
  { key: 'wallet', to: PATHS.wallet },
  { key: 'card', to: PATHS.card },
  { key: 'settings', to: PATHS.settings },
];

/** The menu entry a path selects, as the page list says, or null for pages outside the menu. */
export function menuKeyForPath(pathname: string, list: readonly PageEntry[] = PAGE_LIST): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return list.find((page) => page.path === path)?.menu ?? null;
}
