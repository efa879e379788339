import { atom } from 'jotai';
import { STORAGE_KEYS, readValidated, writeStorage } from '../storage/keys';

/** The main-menu entries (spec §2). */
export const MENU_KEYS = ['wallet', 'card', 'settings'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
export const DEFAULT_MENU_KEY: MenuKey = 'wallet';
const isMenuKey = (value: string): value is MenuKey => (MENU_KEYS as readonly string[]).includes(value);

const menuKeyValue = atom<MenuKey>(readValidated('session', STORAGE_KEYS.menuKey, isMenuKey, DEFAULT_MENU_KEY));

/** The selected main-menu entry, kept in session storage under the menu key (spec §2). */
export const menuKeyAtom = atom(
  (get) => get(menuKeyValue),
  (_get, set, key: MenuKey | null) => {
    writeStorage('session', STORAGE_KEYS.menuKey, key);
    set(menuKeyValue, key ?? DEFAULT_MENU_KEY);
  },
);
