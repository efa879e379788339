import { defineCatalogue } from '@portal/shared';

/** Texts of the sign-in screen that the spec does not give (its own texts are in the shared catalogue). */
export const signInStrings = defineCatalogue(
  'remote-auth/sign-in',
  {
    tabsLabel: '登录方式',
    phoneLabel: '手机号',
    emailLabel: '邮箱',
    passwordLabel: '密码',
    passwordPlaceholder: '请输入密码',
    forgotPassword: '忘记密码？',
    noAccount: '还没有账号？',
    register: '立即注册',
    submit: '登录',
    verificationTitle: '登录验证',
    verificationIntro: '为了您的账号安全，请完成身份验证',
    codeLabel: '验证码',
    codePlaceholder: '请输入6位验证码',
  },
  {
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
  },
);
