import { defineCatalogue } from '@portal/shared';

/** Texts of the agreement screen that the spec leaves to the product. */
export const agreementStrings = defineCatalogue(
  'remote-auth/agreement',
  {
    loading: '正在加载用户协议',
    loadFailed: '用户协议暂时无法加载',
    retry: '重试',
  },
  {
    loading: 'Loading the user agreement',
    loadFailed: 'The user agreement cannot load right now',
    retry: 'Retry',
  },
);
