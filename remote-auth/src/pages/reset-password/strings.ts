import { defineCatalogue } from '@portal/shared';

const chinese = {
  passwordLabel: '新密码',
  confirmLabel: '确认新密码',
  passwordHint: '8-16位，需包含大写字母、小写字母和数字',
  trxPasswordLabel: '新交易密码',
  trxConfirmLabel: '确认新交易密码',
  trxPasswordHint: '6-10位数字或字母',
  submit: '确定',
  passwordReset: '密码已重置，请使用新密码登录',
  trxPasswordReset: '交易密码已重置',
  invalidLink: '重置链接无效或已过期，请重新获取',
  requestNewLink: '重新获取',
  checkingLink: '正在检查重置链接',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type ResetPasswordTexts = typeof chinese;

/** Texts of the new-password screen that the spec does not give. */
export const resetPasswordStrings = defineCatalogue(
  'remote-auth/reset-password',
  chinese,
  () => import('./strings.en'),
);
