import { PATHS, strings, type MenuKey } from '@portal/shared';

/** The three main-menu entries, in order (spec §2). */
export const MENU_ENTRIES: readonly { key: MenuKey; to: string; label: string }[] = [
  { key: 'wallet', to: PATHS.wallet, label: strings.menu.wallet },
  { key: 'card', to: PATHS.card, label: strings.menu.card },
  { key: 'settings', to: PATHS.settings, label: strings.menu.settings },
];

/** The entry each route belongs to; every card page selects 卡片. */
const ROUTE_KEYS = new Map<string, MenuKey>([
  [PATHS.wallet, 'wallet'],
  [PATHS.card, 'card'],
  [PATHS.createCard, 'card'],
  [PATHS.cardDetails, 'card'],
  [PATHS.bulkExport, 'card'],
  [PATHS.settings, 'settings'],
]);

/** The menu entry a path selects, or null for pages outside the menu (they keep the stored key). */
export function menuKeyForPath(pathname: string): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith(`${PATHS.createCard}/`)) return 'card';
  return ROUTE_KEYS.get(path) ?? null;
}
