import type { Translation } from '@portal/shared';
import type { ChangePasswordCheckTexts } from './strings';

/** The English of `changePasswordCheckStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<ChangePasswordCheckTexts> = {
  sentTo: (lastFour: string) => `A code was sent to the phone ending in ${lastFour}`,
  codeLabel: 'SMS code',
  codePlaceholder: 'Enter the 6-digit code',
  resend: 'Resend',
};

export default english;
