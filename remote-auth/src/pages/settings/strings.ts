import { defineCatalogue } from '@portal/shared';

const chinese = {
  accountSection: '账户信息',
  securitySection: '安全设置',
  phone: '手机号',
  email: '邮箱',
  emailUnbound: '未绑定',
  loadingAccount: '正在加载账户信息',
  accountFailed: '账户信息加载失败，请稍后重试',
  retry: '重试',

  loginPassword: '登录密码',
  loginPasswordHint: '用于登录账户，修改时需验证手机',
  change: '修改',
  trxPassword: '交易密码',
  trxPasswordHint: '用于资金操作，通过邮件中的链接设置或重置',
  setOrReset: '设置/重置',
  trxNeedsEmailHint: '需先绑定邮箱，再通过邮件中的链接设置',
  bind: '绑定',
  replace: '更换',

  cancel: '取消',
  smsCode: '短信验证码',
  codeGoesToPhone: (phone: string) => `验证码将发送至 ${phone}`,

  changePasswordTitle: '修改登录密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordHint: '8-16位，需包含大写字母、小写字母和数字',
  changePasswordSubmit: '确认修改',
  passwordChanged: '登录密码已修改，其他设备已退出登录',

  trxTitle: '设置/重置交易密码',
  trxIntro: (email: string) => `我们将向 ${email} 发送一封邮件，点击邮件中的链接即可设置或重置交易密码。`,
  sendEmail: '发送邮件',
  resendEmail: '重新发送',
  done: '知道了',
  trxNeedsEmail: '设置交易密码需要通过邮箱验证，您的账户尚未绑定邮箱，请先绑定邮箱。',
  goBindEmail: '去绑定邮箱',

  bindEmailTitle: '绑定邮箱',
  emailCode: '邮箱验证码',
  bindSubmit: '确认绑定',
  emailBound: '邮箱已绑定',

  changeEmailTitle: '更换邮箱',
  currentEmail: (email: string) => `当前邮箱：${email}`,
  newEmail: '新邮箱',
  newEmailCode: '新邮箱验证码',
  sameEmail: '新邮箱不能与当前邮箱相同',
  changeEmailSubmit: '确认更换',
  emailChanged: '邮箱已更换',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SettingsTexts = typeof chinese;

/** Texts of the settings screen that the spec does not give (it does not show this screen). */
export const settingsStrings = defineCatalogue('remote-auth/settings', chinese, () => import('./strings.en'));
