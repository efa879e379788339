import { useAtomValue } from 'jotai';
import { loadEnglishTexts, skipEnglishTexts } from '@portal/shared/boot';
import { notify } from '../notices/notices';
import { portalStore } from '../state/store';
import { strings } from '../strings/zh';
import { localeAtom, type Locale } from './locale-state';

/**
 * Switches the portal to `locale` once its texts are in. When the English cannot be fetched the page
 * stays in its language and says the network failed.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === 'en') {
    try {
      await loadEnglishTexts();
    } catch {
      skipEnglishTexts();
      notify.error(strings.networkAnomaly.text);
      return;
    }
  } else {
    skipEnglishTexts();
  }
  portalStore.set(localeAtom, locale);
}

/**
 * The reader's language and the way to change it. It lives in the page's one store whatever store a
 * test renders with: texts are read outside React too (the API client's messages), from that store.
 */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const locale = useAtomValue(localeAtom, { store: portalStore });
  return [locale, (next) => void switchLocale(next)];
}
