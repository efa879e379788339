import { Fragment, type ReactNode } from 'react';
import { useLocale } from './use-locale';

/**
 * Draws its children again, from scratch, when the language changes: every text is read while
 * rendering, so a fresh render is in the new language everywhere, memoised parts included. The data
 * (SWR's cache, the store) lives above and stays.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
