import type { Translation } from '@portal/shared';
import type { AgreementTexts } from './strings';

/** The English of `agreementStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<AgreementTexts> = {
  loading: 'Loading the user agreement',
  loadFailed: 'The user agreement cannot load right now',
  retry: 'Retry',
};

export default english;
