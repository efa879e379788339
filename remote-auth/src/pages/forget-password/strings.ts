import { defineCatalogue } from '@portal/shared';

const chinese = {
  methods: '找回方式',
  sendAgain: '重新发送',
  otherEmail: '更换邮箱',
  backToSignIn: '返回登录',
  backToSettings: '返回设置',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type ForgetPasswordTexts = typeof chinese;

/** Texts of the forgot-password screen that the spec does not give (its own are in the shared catalogue). */
export const forgetPasswordStrings = defineCatalogue(
  'remote-auth/forget-password',
  chinese,
  () => import('./strings.en'),
);
