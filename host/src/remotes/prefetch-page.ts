import { PAGE_LIST, storedSession } from '@portal/shared/boot';
import { loadRemotePage } from './load-remote-page';

/**
 * Starts loading the module of the page the browser opened, from the host's entry, beside the shared
 * libraries and React's first render rather than after them: it needs only the pins, the page list
 * and the stored session, none of which waits for React. A signed-out visitor opening a signed-in
 * page will see sign-in instead, so that page's module is not fetched (nor its first reads).
 */
export function prefetchOpenedPage(pathname = window.location.pathname): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = PAGE_LIST.find((entry) => entry.path === path);
  if (!page || page.owner === 'host') return;
  const signedIn = storedSession().isLogin;
  if ((page.access === 'signed-in' && !signedIn) || (page.access === 'signed-out' && signedIn)) return;
  loadRemotePage(page.owner, page.module).catch(() => undefined);
  // The main layout's code (its header) beside the page's, rather than after the shared core.
  if (page.layout === 'main') import('../layout/main-layout').catch(() => undefined);
  // A signed-in page's first reads are asked as soon as the shared core is in.
  if (page.access === 'signed-in') {
    import('../layout/first-calls').then(
      ({ primeFirstCalls }) => primeFirstCalls(page),
      () => undefined,
    );
  }
}
