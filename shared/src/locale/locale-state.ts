import { localeAtom, markDocumentLanguage, type Locale } from '../state/atoms';
import { portalStore } from '../state/store';

// The stored preference lives with the other stored atoms (state/atoms.ts); this module reads it.
export { DEFAULT_LOCALE, LOCALES, isLocale, localeAtom, type Locale } from '../state/atoms';

/** What a locale is called in itself, for the switch (a reader finds their own language by its own name). */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };

/** The language strings are read in now: the page's one store decides, for every app on the page. */
export function currentLocale(): Locale {
  return portalStore.get(localeAtom);
}

/** Marks the document with the stored language; called once when the page starts. */
export function applyStoredLocale(): void {
  markDocumentLanguage(currentLocale());
}
