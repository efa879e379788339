import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@portal/shared/standalone';
import { STANDALONE_PAGES } from './standalone-pages';

// Runs this remote alone, for its team: the same providers as the host, only its own pages.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell app={__APP_NAME__} pages={STANDALONE_PAGES} />,
);
