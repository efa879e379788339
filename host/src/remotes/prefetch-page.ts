import { PAGE_LIST, portalStore, sessionAtom } from '@portal/shared';
import { loadRemotePage } from './load-remote-page';

/**
 * Starts loading the module of the page the browser opened, as soon as the pins allow, beside React's
 * first render and the merchant's branding rather than after them. A signed-out visitor opening a
 * signed-in page will see sign-in instead, so that page's module is not fetched.
 */
export function prefetchOpenedPage(pathname = window.location.pathname): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = PAGE_LIST.find((entry) => entry.path === path);
  if (!page || page.owner === 'host') return;
  const signedIn = portalStore.get(sessionAtom).isLogin;
  if ((page.access === 'signed-in' && !signedIn) || (page.access === 'signed-out' && signedIn)) return;
  loadRemotePage(page.owner, page.module).catch(() => undefined);
}
