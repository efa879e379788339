import { unstable_serialize, type Key } from 'swr';
import { currentLocale, type Locale } from '../locale/locale-state';

/** The language each cached answer was last asked in, by its serialised SWR key. */
const askedIn = new Map<string, Locale>();

/** Notes that the answer under `key` is being asked now, in the language of the page. */
export function noteAskedIn(key: Key): void {
  askedIn.set(unstable_serialize(key), currentLocale());
}

/** Whether the answer under `key` (serialised) was asked in another language than `locale`. */
export function askedInOtherLanguage(key: string, locale: Locale): boolean {
  const asked = askedIn.get(key);
  return asked !== undefined && asked !== locale;
}
