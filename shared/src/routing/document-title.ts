import { useEffect } from 'react';
import { useMerchant } from '../data/merchant';
import { strings } from '../strings/zh';
import type { PageEntry } from '@portal/shared/boot';

/** A page's title, from the catalogue. */
export function pageTitle(page: Pick<PageEntry, 'key'>): string {
  return strings.pages[page.key];
}

/** The browser tab's text: `{page title} - {merchant title}`, the page alone until the merchant is known. */
export function documentTitle(page: string, merchantTitle: string | undefined): string {
  return merchantTitle ? `${page} - ${merchantTitle}` : page;
}

/** Names the browser tab after the page on screen and the merchant (WCAG 2.4.2). */
export function useDocumentTitle(page: string): void {
  const merchantTitle = useMerchant().data?.title;
  useEffect(() => {
    document.title = documentTitle(page, merchantTitle);
  }, [page, merchantTitle]);
}
