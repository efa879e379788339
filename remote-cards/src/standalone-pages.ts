import { PATHS, strings } from '@portal/shared';
import type { StandalonePage } from '@portal/shared/standalone';
import WalletPage from './expose/wallet';
import CardListPage from './expose/card-list';
import CreateCardPage from './expose/create-card';
import CreateCardVerificationPage from './expose/create-card-verification';
import CreateCardSecondaryVerificationPage from './expose/create-card-secondary-verification';
import CardDetailsPage from './expose/card-details';
import BulkExportPage from './expose/bulk-export';

/** The pages this remote shows when it runs alone, in the order of its menu. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: PATHS.wallet, title: strings.pages.wallet, Component: WalletPage },
  { path: PATHS.card, title: strings.pages.card, Component: CardListPage },
  { path: PATHS.createCard, title: strings.pages.createCard, Component: CreateCardPage },
  {
    path: PATHS.createCardVerification,
    title: strings.pages.createCardVerification,
    Component: CreateCardVerificationPage,
  },
  {
    path: PATHS.createCardSecondaryVerification,
    title: strings.pages.createCardSecondaryVerification,
    Component: CreateCardSecondaryVerificationPage,
  },
  { path: PATHS.cardDetails, title: strings.pages.cardDetails, Component: CardDetailsPage },
  { path: PATHS.bulkExport, title: strings.pages.bulkExport, Component: BulkExportPage },
];
