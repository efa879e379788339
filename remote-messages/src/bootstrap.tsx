import { createRoot } from 'react-dom/client';
import { PATHS, StandaloneShell, strings } from '@portal/shared';
import InformationCenterPage from './expose/information-center';
import AnnouncementDetailsPage from './expose/announcement-details';

// Runs this remote alone, for its team: the same providers as the host, only its own pages.
const pages = [
  { path: PATHS.informationCenter, title: strings.pages.informationCenter, Component: InformationCenterPage },
  { path: PATHS.announcementDetails, title: strings.pages.announcementDetails, Component: AnnouncementDetailsPage },
];

createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneShell app={__APP_NAME__} pages={pages} />);
