import type { Translation } from '@portal/shared';
import type { SignInTexts } from './strings';

/** The English of `signInStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SignInTexts> = {
  tabsLabel: 'Sign in with',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter your password',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet?',
  register: 'Sign up',
  submit: 'Sign in',
  verificationTitle: 'Sign-in verification',
  verificationIntro: 'To keep your account safe, please verify it is you',
  codeLabel: 'Verification code',
  codePlaceholder: 'Enter the 6-digit code',
};

export default english;
