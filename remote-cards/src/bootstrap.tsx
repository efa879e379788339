import { createRoot } from 'react-dom/client';
import { PATHS, StandaloneShell, strings } from '@portal/shared';
import WalletPage from './expose/wallet';
import CardListPage from './expose/card-list';
import CreateCardPage from './expose/create-card';
import CreateCardVerificationPage from './expose/create-card-verification';
import CreateCardSecondaryVerificationPage from './expose/create-card-secondary-verification';
import CardDetailsPage from './expose/card-details';
import BulkExportPage from './expose/bulk-export';

// Runs this remote alone, for its team: the same providers as the host, only its own pages.
const pages = [
  { path: PATHS.wallet, title: strings.pages.wallet, Component: WalletPage },
  { path: PATHS.card, title: strings.pages.card, Component: CardListPage },
  { path: PATHS.createCard, title: strings.pages.createCard, Component: CreateCardPage },
  { path: PATHS.createCardVerification, title: strings.pages.createCardVerification, Component: CreateCardVerificationPage },
  { path: PATHS.createCardSecondaryVerification, title: strings.pages.createCardSecondaryVerification, Component: CreateCardSecondaryVerificationPage },
  { path: PATHS.cardDetails, title: strings.pages.cardDetails, Component: CardDetailsPage },
  { path: PATHS.bulkExport, title: strings.pages.bulkExport, Component: BulkExportPage },
];

createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneShell app={__APP_NAME__} pages={pages} />);
