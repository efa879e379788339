import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SHARED_INSTANCE_ID, applyStoredLocale } from '@portal/shared';
import { BrandedPortal } from './boot/branding';
import { PortalRoutes } from './routes/portal-routes';

// <html lang> says the reader's language from the first paint.
applyStoredLocale();

// Lets a page (and the browser tests) compare the host's copy of the shared core with a remote's.
document.documentElement.dataset.sharedInstance = SHARED_INSTANCE_ID;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrandedPortal>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </BrandedPortal>
  </StrictMode>,
);
