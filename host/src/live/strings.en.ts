import type { Translation } from '@portal/shared';
import type { LiveTexts } from './strings';

/** The English of `liveStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<LiveTexts> = {
  stackLabel: 'New messages',
  arrived: (title: string) => `New message: ${title}`,
  close: 'Close',
  showMore: (count: number) => `+${count} more`,
  showFewer: 'Show fewer',
  closeAll: 'Close all',
  types: { STATION_MSG: 'Message', ANNOUNCEMENT: 'Announcement' },
  otherType: 'New message',
};

export default english;
