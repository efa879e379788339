import type { Translation } from '@portal/shared';
import type { ShellTexts } from './auth-strings';

/** The English of `shellStrings` (./auth-strings.ts), fetched only for readers who chose English. */
const english: Translation<ShellTexts> = {
  back: 'Back',
  loadingMerchant: 'Loading',
  icpLinkTitle: 'MIIT ICP/IP address and domain filing system',
};

export default english;
