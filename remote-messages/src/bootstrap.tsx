import { createRoot } from 'react-dom/client';
import { textsReady } from '@portal/shared';
import { StandaloneShell } from '@portal/shared/standalone';
import { STANDALONE_PAGES } from './standalone-pages';

// Runs this remote alone, for its team: the same providers as the host, only its own pages.
// A reader of English gets the shell once its English texts are in (at once in Chinese).
void textsReady().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StandaloneShell app={__APP_NAME__} pages={STANDALONE_PAGES} />,
  ),
);
