import type { Translation } from '@portal/shared';
import type { BootTexts } from './strings';

/** The English of `bootStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<BootTexts> = {
  loadingMerchant: 'Loading the merchant…',
  merchantFailed: 'The merchant could not be loaded. Please check your network and try again',
  retry: 'Retry',
};

export default english;
