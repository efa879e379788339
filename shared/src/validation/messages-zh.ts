/**
 * Every validation message of spec §5 in Chinese. The spec gives some in English; those are the en
 * locale's text word for word (messages.en.ts) and are translated here.
 */
export const validationZh = {
  /** Any required field left empty (phone, password, transaction password). */
  required: '您当前输入为空',
  /** Mainland phone that fails the per-prefix pattern. */
  phoneFormat: '手机号格式有误',
  /** Mainland phone field's default message. */
  phoneDefault: '请输入正确的手机号',
  /** Hong Kong phone that fails the 8-digit pattern. */
  phoneHongKongFormat: '您的手机号格式有误',
  email: '请输入正确的邮箱',
  /** E-mail longer than 40 characters. */
  tooLong: '长度超过限制',
  /** Password under 8 characters. */
  belowMinLength: '输入小于最小输入限制',
  /** Password over 16 characters. */
  aboveMaxLength: '输入大于最大输入限制',
  passwordPattern: '需包含大写字母、小写字母、数字，密码长度为8-16位',
  /** Shared by the code and verify-code rules. */
  code: '请输入正确验证码',
  inviteCode: '请输入正确邀请码',
  idNumber: '请输入正确的身份证号码',
  url: '请输入url地址',
  alphanumeric6to10: '请输入6到10位的纯数字或大小写英文字母',
  /** Send-code button label while counting down; `{n}` is the seconds left. */
  resendCountdown: '{n}s后重发',
  /** Login confirmed before a code was requested. */
  codeNotRequested: '请先获取验证码',
  /** Login form that fails validation. */
  loginFormInvalid: '您的输入不满足验证条件',
  /** Registration and bind e-mail: confirm before a code was requested. */
  getCodeFirst: '请先获取验证码',
  /** Registration: a loaded agreement left unticked. */
  agreeToAgreement: '请阅读并同意协议',
  /** Registration: send-code pressed without a valid phone. */
  enterCorrectPhone: '请输入正确的手机号',
  /** Registration: confirm password differs from the password. */
  confirmPasswordMismatch: '请与设置的密码保持一致',
  /** Bind e-mail: the e-mail left empty. */
  enterEmail: '请输入邮箱',
  /** Spec §5 gives the no-Chinese rule no message; this one is ours. */
  noChinese: '不能包含中文字符',
  /** A card nickname over 20 characters (as read; contract `cardNicknameProblem`); the API answers the same (4031). */
  cardNicknameTooLong: '卡片名称最多 20 个字符',
  /** A card nickname with control characters or text-direction overrides; the API answers the same (4032). */
  cardNicknameHidden: '卡片名称不能包含控制字符',
};

export type ValidationMessages = typeof validationZh;
export type ValidationMessageKey = keyof ValidationMessages;
