import { atom } from 'jotai';
import {
  DEFAULT_MENU_KEY,
  MENU_KEYS,
  STORAGE_KEYS,
  readValidated,
  writeStorage,
  type MenuKey,
} from '@portal/shared/boot';

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

/** The portal's languages: Chinese first (the default), and English. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Tells the browser (and screen readers, fonts, hyphenation) which language the page is in. */
export function markDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const localeValue = atom<Locale>(readValidated('local', STORAGE_KEYS.locale, isLocale, DEFAULT_LOCALE));

/** The reader's language, kept in local storage under the locale key (spec §3) and on <html lang>. */
export const localeAtom = atom(
  (get) => get(localeValue),
  (_get, set, locale: Locale) => {
    writeStorage('local', STORAGE_KEYS.locale, locale);
    markDocumentLanguage(locale);
    set(localeValue, locale);
  },
);
