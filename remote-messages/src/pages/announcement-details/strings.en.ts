import type { Translation } from '@portal/shared';
import type { AnnouncementTexts } from './strings';

/** The English of `announcementStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<AnnouncementTexts> = {
  loading: 'Loading the announcement',
  notFound: 'This announcement does not exist or has been deleted',
  notFoundHint: 'Go back to your messages to read the others.',
  loadFailed: 'The announcement cannot load right now',
  retry: 'Retry',
  backToCenter: 'Back to messages',
  postedAt: 'Posted',
};

export default english;
