/** Texts of the bind e-mail screen that the spec leaves to the product. */
export const signEmailStrings = {
  intro: '请绑定常用邮箱，用于接收验证码和找回密码',
  codeLabel: '邮箱验证码',
  codePlaceholder: '请输入验证码',
  submit: '绑定',
} as const;
