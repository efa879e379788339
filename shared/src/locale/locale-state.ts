import { atom } from 'jotai';
import { portalStore } from '../state/store';
import { STORAGE_KEYS, readValidated, writeStorage } from '../storage/keys';

/** The portal's languages: Chinese first (the default), and English. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** What a locale is called in itself, for the switch (a reader finds their own language by its own name). */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };

const storedLocale = () => readValidated('local', STORAGE_KEYS.locale, isLocale, DEFAULT_LOCALE);

/** Tells the browser (and screen readers, fonts, hyphenation) which language the page is in. */
function markDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const localeValue = atom<Locale>(storedLocale());

/** The reader's language, kept in local storage under the spec's locale key (spec §3). */
export const localeAtom = atom(
  (get) => get(localeValue),
  (_get, set, locale: Locale) => {
    writeStorage('local', STORAGE_KEYS.locale, locale);
    markDocument(locale);
    set(localeValue, locale);
  },
);

/** The language strings are read in now: the page's one store decides, for every app on the page. */
export function currentLocale(): Locale {
  return portalStore.get(localeAtom);
}

/** Marks the document with the stored language; called once when the page starts. */
export function applyStoredLocale(): void {
  markDocument(currentLocale());
}
