import type { Translation } from '@portal/shared';
import type { PageTexts } from './strings';

/** The English of `pageStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<PageTexts> = {
  notFoundImage: 'Page not found',
  networkAnomalyImage: 'The network connection is down',
};

export default english;
