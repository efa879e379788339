import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SHARED_INSTANCE_ID, applyStoredLocale, textsReady } from '@portal/shared';
import { BrandedPortal } from './boot/branding';
import { PortalRoutes } from './routes/portal-routes';

// <html lang> says the reader's language from the first paint.
applyStoredLocale();

// Lets a page (and the browser tests) compare the host's copy of the shared core with a remote's.
document.documentElement.dataset.sharedInstance = SHARED_INSTANCE_ID;

// A reader of English gets the page once its English texts are in (at once in Chinese).
void textsReady().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrandedPortal>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </BrandedPortal>
    </StrictMode>,
  ),
);
