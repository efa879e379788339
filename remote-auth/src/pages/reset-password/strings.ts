import { defineCatalogue } from '@portal/shared';

/** Texts of the new-password screen that the spec does not give. */
export const resetPasswordStrings = defineCatalogue(
  'remote-auth/reset-password',
  {
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
  },
  {
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
  },
);
