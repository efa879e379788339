import type { Translation } from '@portal/shared';
import type { LayoutTexts } from './strings';

/** The English of `layoutStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<LayoutTexts> = {
  unread: 'unread',
  accountMenu: 'Account menu',
  signedInAs: 'Signed in as: ',
};

export default english;
