import { useEffect } from 'react';

interface Branding {
  favicon: string;
}

/** Points the page's icon link at `href`, adding the link when the page has none. */
export function applyFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Gives the browser tab the merchant's icon (spec §1); an empty value keeps the page's own. The tab's
 * text is each page's (`useDocumentTitle`).
 */
export function useDocumentBranding(merchant: Branding | null): void {
  const favicon = merchant?.favicon;
  useEffect(() => {
    if (favicon) applyFavicon(favicon);
  }, [favicon]);
}
