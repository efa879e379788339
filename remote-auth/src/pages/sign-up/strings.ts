import { defineCatalogue } from '@portal/shared';

const chinese = {
  codeLabel: '短信验证码',
  codePlaceholder: '请输入验证码',
  passwordLabel: '设置密码',
  passwordPlaceholder: '请输入密码',
  confirmLabel: '确认密码',
  confirmPlaceholder: '请再次输入密码',
  /** The spec's 'client manager invitation code', optional. */
  inviteLabel: '客户经理邀请码（选填）',
  invitePlaceholder: '请输入邀请码',
  consentPrefix: '我已阅读并同意',
  /** The agreement's title in 《》, unless the merchant wrote them already. */
  consentTitle: (title: string) => (title.startsWith('《') ? title : `《${title}》`),
  submit: '注册',
  hasAccount: '已有账号？',
  toSignIn: '去登录',
  checklistTitle: '密码需满足',
  checklist: {
    length: '8-16位，仅限字母和数字',
    uppercase: '至少一个大写字母',
    lowercase: '至少一个小写字母',
    digit: '至少一个数字',
  },
  ruleMet: '（已满足）',
  ruleUnmet: '（未满足）',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SignUpTexts = typeof chinese;

/** Texts of the registration screen that the spec leaves to the product (its own texts are in the shared catalogue). */
export const signUpStrings = defineCatalogue('remote-auth/sign-up', chinese, () => import('./strings.en'));
