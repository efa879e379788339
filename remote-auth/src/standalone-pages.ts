import { PATHS, strings } from '@portal/shared';
import type { StandalonePage } from '@portal/shared/standalone';
import SignInPage from './expose/sign-in';
import SignUpPage from './expose/sign-up';
import SignEmailPage from './expose/sign-email';
import ForgetPasswordPage from './expose/forget-password';
import ChangePasswordCheckPage from './expose/change-password-check';
import ResetPasswordPage from './expose/reset-password';
import AgreementPage from './expose/agreement';
import SettingsPage from './expose/settings';

/** The sandbox's demo phone, carried to the screens of the phone reset flow when they open alone. */
const DEMO_PHONE = '13800138000';

/** The pages this remote shows when it runs alone, in the order of its menu. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: PATHS.signIn, title: strings.pages.signIn, Component: SignInPage },
  { path: PATHS.signUp, title: strings.pages.signUp, Component: SignUpPage },
  { path: PATHS.signEmail, title: strings.pages.signEmail, Component: SignEmailPage },
  { path: PATHS.forgetPassword, title: strings.pages.forgetPassword, Component: ForgetPasswordPage },
  {
    path: PATHS.changePasswordCheck,
    title: strings.pages.changePasswordCheck,
    Component: ChangePasswordCheckPage,
    link: { state: { phone: DEMO_PHONE } },
  },
  {
    path: PATHS.resetPassword,
    title: strings.pages.resetPassword,
    Component: ResetPasswordPage,
    link: { state: { phone: DEMO_PHONE } },
  },
  { path: PATHS.agreement, title: strings.pages.agreement, Component: AgreementPage, link: { search: '?id=1' } },
  { path: PATHS.settings, title: strings.pages.settings, Component: SettingsPage },
];
