/** Texts of the agreement screen that the spec leaves to the product. */
export const agreementStrings = {
  loading: '正在加载用户协议',
  loadFailed: '用户协议暂时无法加载',
  retry: '重试',
} as const;
