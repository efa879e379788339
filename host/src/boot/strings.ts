import { strings } from '@portal/shared';

/** Texts of the start-up screens, which the spec does not give. */
export const bootStrings = {
  loadingMerchant: '商户信息加载中…',
  merchantFailed: '商户信息加载失败，请检查网络后重试',
  retry: strings.remote.retry,
} as const;
