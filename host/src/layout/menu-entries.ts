import { PAGE_LIST, PATHS, type MenuKey, type PageEntry } from '@portal/shared';

/**
 * The main-menu entries, in order: the three of spec §2 and, after 卡片, every transaction in one
 * place; each is labelled `strings.menu[key]` when rendered.
 */
export const MENU_ENTRIES: readonly { key: MenuKey; to: string }[] = [
  { key: 'wallet', to: PATHS.wallet },
  { key: 'card', to: PATHS.card },
  { key: 'transactions', to: PATHS.transactions },
  { key: 'settings', to: PATHS.settings },
];

/** The menu entry a path selects, as the page list says, or null for pages outside the menu. */
export function menuKeyForPath(pathname: string, list: readonly PageEntry[] = PAGE_LIST): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return list.find((page) => page.path === path)?.menu ?? null;
}
