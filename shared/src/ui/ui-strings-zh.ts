/** Default texts of the shared UI primitives; merged into the strings catalogue later, so components read them from here. */
export const uiStringsZh = {
  /** Accessible name of a dialog's close button (an × icon). */
  close: '关闭',
  /** Accessible name of the password field's show/hide toggle; `aria-pressed` says whether it is shown. */
  showPassword: '显示密码',
  /** Idle text of the send-code button (spec §5, §9). */
  sendCode: '获取验证码',
} as const;

export type UiStringKey = keyof typeof uiStringsZh;
