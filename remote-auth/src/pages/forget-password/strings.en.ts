import type { Translation } from '@portal/shared';
import type { ForgetPasswordTexts } from './strings';

/** The English of `forgetPasswordStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<ForgetPasswordTexts> = {
  methods: 'Reset by',
  sendAgain: 'Send again',
  otherEmail: 'Use another e-mail',
  backToSignIn: 'Back to sign in',
  backToSettings: 'Back to settings',
};

export default english;
