import type { Translation } from '@portal/shared';
import type { InformationCenterTexts } from './strings';

/** The English of `informationCenterStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<InformationCenterTexts> = {
  tabsLabel: 'Message type',
  tabs: { all: 'All', STATION_MSG: 'Messages', ANNOUNCEMENT: 'Announcements' },
  type: { STATION_MSG: 'Message', ANNOUNCEMENT: 'Announcement' },
  unread: 'Unread',
  listLabel: 'Messages',
  loading: 'Loading messages',
  empty: { all: 'No messages', STATION_MSG: 'No messages', ANNOUNCEMENT: 'No announcements' },
  loadFailed: 'Messages could not load. Please try again later',
  loadMoreFailed: 'More messages could not load',
  retry: 'Retry',
  markAllRead: 'Mark all read',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  noMore: 'No more messages',
  summary: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  arrived: (title: string) => `New message: ${title}`,
};

export default english;
