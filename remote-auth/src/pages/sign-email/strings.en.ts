import type { Translation } from '@portal/shared';
import type { SignEmailTexts } from './strings';

/** The English of `signEmailStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SignEmailTexts> = {
  intro: 'Bind the e-mail you use, to receive codes and reset your password',
  deviceCheckIntro:
    'You are signing in on a new device: enter the code sent to your phone, and bind the e-mail you use to receive codes and reset your password',
  phoneCodeLabel: 'SMS code',
  phoneCodeHint: (phone: string | null) =>
    phone ? `The code will be sent to ${phone}` : "The code will be sent to your account's phone",
  codeLabel: 'E-mail code',
  submit: 'Bind',
  otherAccount: 'Sign in with another account',
};

export default english;
