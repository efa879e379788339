// Async boundaries: the shared libraries are negotiated before the app's own code runs. The opened
// page's remote starts loading beside them, as it needs none of them to be fetched.
import('./remotes/prefetch-page').then(
  ({ prefetchOpenedPage }) => prefetchOpenedPage(),
  () => undefined,
);
import('./bootstrap');
