import type { Translation } from '@portal/shared';
import type { ResetPasswordTexts } from './strings';

/** The English of `resetPasswordStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<ResetPasswordTexts> = {
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  passwordHint: '8-16 characters with upper- and lower-case letters and digits',
  trxPasswordLabel: 'New transaction password',
  trxConfirmLabel: 'Confirm new transaction password',
  trxPasswordHint: '6-10 digits or letters',
  submit: 'Confirm',
  passwordReset: 'Your password is reset. Please sign in with the new one',
  trxPasswordReset: 'Your transaction password is reset',
  invalidLink: 'This reset link is invalid or has expired. Please request a new one',
  requestNewLink: 'Request a new link',
  checkingLink: 'Checking the reset link',
};

export default english;
