import { useEffect } from 'react';

interface Branding {
  title: string;
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

/** Gives the browser tab the merchant's title and icon (spec §1); empty values keep the page's own. */
export function useDocumentBranding(merchant: Branding | null): void {
  const title = merchant?.title;
  const favicon = merchant?.favicon;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (favicon) applyFavicon(favicon);
  }, [favicon]);
}
