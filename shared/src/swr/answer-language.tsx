import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { SWRConfig, unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';
import { currentLocale, localeAtom, type Locale } from '../locale/locale-state';
import { portalStore } from '../state/store';
import { askedInOtherLanguage } from './asked-in';

// The API answers in the reader's language (Accept-Language): a wallet remark, a product name, a
// message. After a language switch an answer asked in the other language is asked again if it is on
// screen (its old text stays until the new one is in: no empty page, the list keeps its pages and
// scroll) and forgotten if it is not (a later visit loads it afresh, never in the old language).

/** How many mounted hooks show each cached answer, by its serialised SWR key. */
const shown = new Map<string, number>();

/** How useSWRInfinite marks the cache entry of a whole paged list (SWR's `INFINITE_PREFIX`). */
const INFINITE_PREFIX = '$inf$';

/**
 * Counts the hook that shows the answer under `shownKey` (serialised) while it is mounted, and asks
 * it again with `refresh` when the answer under `askedKey` was asked in another language than the
 * page's now: on mount, and when the language changes.
 */
export function useAnswerInPageLanguage(shownKey: string, askedKey: string, refresh: () => unknown): void {
  const locale = useAtomValue(localeAtom, { store: portalStore });
  useEffect(() => {
    if (!shownKey) return undefined;
    shown.set(shownKey, (shown.get(shownKey) ?? 0) + 1);
    return () => {
      const left = (shown.get(shownKey) ?? 1) - 1;
      if (left > 0) shown.set(shownKey, left);
      else shown.delete(shownKey);
    };
  }, [shownKey]);
  useEffect(() => {
    if (askedKey && askedInOtherLanguage(askedKey, locale)) void refresh();
    // `refresh` is SWR's bound mutate of this key: it changes with the key, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedKey, locale]);
}

/** The SWR middleware that keeps every shown answer in the page's language (see `useAnswerInPageLanguage`). */
const answersInPageLanguage: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  // A function key is a paged list's (useSWRInfinite): the list's hook keeps it in the page's language.
  const serialised = typeof key === 'function' ? '' : unstable_serialize(key);
  useAnswerInPageLanguage(serialised, serialised, swr.mutate);
  return swr;
};

/**
 * After a switch to `locale`: forgets every cached answer nobody shows that was asked in another
 * language, and every paged list nobody shows (its pages are forgotten with it).
 */
export function forgetHiddenAnswers(cache: Cache, locale: Locale): void {
  for (const key of [...cache.keys()]) {
    if (shown.has(key)) continue;
    if (key.startsWith(INFINITE_PREFIX) || askedInOtherLanguage(key, locale)) cache.delete(key);
  }
}

const FOLLOW_LANGUAGE = { use: [answersInPageLanguage] };

/**
 * Keeps the API's answers its children show in the page's language across a switch, and forgets at
 * once (before the page draws again) the cached ones in the other language that nobody shows. Signed-in
 * pages sit in it: theirs is the data the API words for the reader.
 */
export function AnswersInPageLanguage({ children }: { children: ReactNode }) {
  const { cache } = useSWRConfig();
  useEffect(() => portalStore.sub(localeAtom, () => forgetHiddenAnswers(cache, currentLocale())), [cache]);
  return <SWRConfig value={FOLLOW_LANGUAGE}>{children}</SWRConfig>;
}
