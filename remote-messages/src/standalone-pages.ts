import { PATHS, strings } from '@portal/shared';
import type { StandalonePage } from '@portal/shared/standalone';
import InformationCenterPage from './expose/information-center';
import AnnouncementDetailsPage from './expose/announcement-details';

/** The pages this remote shows when it runs alone, in the order of its menu. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: PATHS.informationCenter, title: strings.pages.informationCenter, Component: InformationCenterPage },
  { path: PATHS.announcementDetails, title: strings.pages.announcementDetails, Component: AnnouncementDetailsPage },
];
