import type { Translation } from '@portal/shared';
import type { SignUpTexts } from './strings';

/** The English of `signUpStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SignUpTexts> = {
  codeLabel: 'SMS code',
  codePlaceholder: 'Enter the code',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter a password',
  confirmLabel: 'Confirm password',
  confirmPlaceholder: 'Enter the password again',
  inviteLabel: 'Client manager invitation code (optional)',
  invitePlaceholder: 'Enter the invitation code',
  consentPrefix: 'I have read and agree to ',
  consentTitle: (title: string) => title.replace(/^\u300A(.*)\u300B$/u, '$1'),
  submit: 'Sign up',
  hasAccount: 'Already have an account?',
  toSignIn: 'Sign in',
  checklistTitle: 'The password needs',
  checklist: {
    length: '8-16 letters and digits only',
    uppercase: 'at least one upper-case letter',
    lowercase: 'at least one lower-case letter',
    digit: 'at least one digit',
  },
  ruleMet: ' (met)',
  ruleUnmet: ' (not met)',
};

export default english;
