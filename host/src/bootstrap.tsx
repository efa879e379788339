import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SHARED_INSTANCE_ID, applyStoredLocale } from '@portal/shared';
import { BrandedPortal } from './boot/branding';
import { prefetchOpenedPage } from './remotes/prefetch-page';
import { ensureRemotesRegistered } from './remotes/register';
import { createRoutes } from './routes/create-routes';

// Start fetching the pins at once (index.html has already asked for them), then the opened page's
// module; pages wait for the registration before loading a remote.
ensureRemotesRegistered().catch(() => undefined);
prefetchOpenedPage();

// <html lang> says the reader's language from the first paint.
applyStoredLocale();

// Lets a page (and the browser tests) compare the host's copy of the shared core with a remote's.
document.documentElement.dataset.sharedInstance = SHARED_INSTANCE_ID;

const router = createBrowserRouter(createRoutes());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrandedPortal>
      <RouterProvider router={router} />
    </BrandedPortal>
  </StrictMode>,
);
