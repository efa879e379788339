import { defineCatalogue } from '@portal/shared';

const chinese = {
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
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SignInTexts = typeof chinese;

/** Texts of the sign-in screen that the spec does not give (its own texts are in the shared catalogue). */
export const signInStrings = defineCatalogue('remote-auth/sign-in', chinese, () => import('./strings.en'));
