import type { Translation } from '@portal/shared';
import type { SettingsTexts } from './strings';

/** The English of `settingsStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SettingsTexts> = {
  accountSection: 'Account',
  securitySection: 'Security',
  phone: 'Phone',
  email: 'E-mail',
  emailUnbound: 'Not bound',
  loadingAccount: 'Loading your account',
  accountFailed: 'Your account could not load. Please try again later',
  retry: 'Retry',

  loginPassword: 'Sign-in password',
  loginPasswordHint: 'Used to sign in; changing it needs a code sent to your phone',
  change: 'Change',
  trxPassword: 'Transaction password',
  trxPasswordHint: 'Used for money operations; set or reset it through a link sent by e-mail',
  setOrReset: 'Set/reset',
  trxNeedsEmailHint: 'Bind an e-mail first, then set it through the link sent there',
  bind: 'Bind',
  replace: 'Replace',

  cancel: 'Cancel',
  smsCode: 'SMS code',
  codeGoesToPhone: (phone: string) => `The code will be sent to ${phone}`,

  changePasswordTitle: 'Change sign-in password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: '8-16 characters with upper- and lower-case letters and digits',
  changePasswordSubmit: 'Change',
  passwordChanged: 'Your sign-in password is changed; your other devices are signed out',

  trxTitle: 'Set or reset the transaction password',
  trxIntro: (email: string) =>
    `We will send an e-mail to ${email}. Open the link in it to set or reset your transaction password.`,
  sendEmail: 'Send e-mail',
  resendEmail: 'Send again',
  done: 'Got it',
  trxNeedsEmail:
    'Setting a transaction password is verified by e-mail, and your account has no e-mail yet. Please bind one first.',
  goBindEmail: 'Bind an e-mail',

  bindEmailTitle: 'Bind e-mail',
  emailCode: 'E-mail code',
  bindSubmit: 'Bind',
  emailBound: 'Your e-mail is bound',

  changeEmailTitle: 'Replace e-mail',
  currentEmail: (email: string) => `Current e-mail: ${email}`,
  newEmail: 'New e-mail',
  newEmailCode: 'Code sent to the new e-mail',
  sameEmail: 'The new e-mail must differ from the current one',
  changeEmailSubmit: 'Replace',
  emailChanged: 'Your e-mail is replaced',
};

export default english;
