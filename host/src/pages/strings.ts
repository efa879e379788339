/** Texts of the host's own pages that the spec does not give. */
export const pageStrings = {
  notFoundImage: '页面不存在',
} as const;
