import { useAtom } from 'jotai';
import { portalStore } from '../state/store';
import { localeAtom, type Locale } from './locale-state';

/**
 * The reader's language and the way to change it. It lives in the page's one store whatever store a
 * test renders with: texts are read outside React too (the API client's messages), from that store.
 */
export function useLocale(): [Locale, (locale: Locale) => void] {
  return useAtom(localeAtom, { store: portalStore });
}
