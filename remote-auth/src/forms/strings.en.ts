import type { Translation } from '@portal/shared';
import type { FieldTexts } from './strings';

/** The English of `fieldStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<FieldTexts> = {
  phone: { label: 'Phone', placeholder: 'Enter your phone number' },
  email: { label: 'E-mail', placeholder: 'Enter your e-mail' },
  code: { placeholder: 'Enter the 6-digit code' },
};

export default english;
