/** Default texts of the shared UI primitives; merged into the strings catalogue later, so components read them from here. */
export const uiStringsZh = {
  /** Accessible name of a dialog's close button (an × icon). */
  close: '关闭',
  /** Accessible name of the password field's show/hide toggle; `aria-pressed` says whether it is shown. */
  showPassword: '显示密码',
  /** Idle text of the send-code button (spec §5, §9). */
  sendCode: '获取验证码',
  /** A submission that failed for lack of network waits for the connection (spec §8). */
  savedOffline: '当前网络异常，数据已保存，恢复后提交即可',
  /** The connection is back: the kept submission can be sent. */
  backOnline: '网络已恢复，请确认后重新提交',
  resubmit: '重新提交',
};
