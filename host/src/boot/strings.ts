import { defineCatalogue } from '@portal/shared';

/** Texts of the start-up screens, which the spec does not give. */
export const bootStrings = defineCatalogue(
  'host/boot',
  {
    loadingMerchant: '商户信息加载中…',
    merchantFailed: '商户信息加载失败，请检查网络后重试',
    retry: '重试',
  },
  {
    loadingMerchant: 'Loading the merchant…',
    merchantFailed: 'The merchant could not be loaded. Please check your network and try again',
    retry: 'Retry',
  },
);
