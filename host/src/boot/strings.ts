import { defineCatalogue } from '@portal/shared';

const chinese = {
  loadingMerchant: '商户信息加载中…',
  merchantFailed: '商户信息加载失败，请检查网络后重试',
  retry: '重试',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type BootTexts = typeof chinese;

/** Texts of the start-up screens, which the spec does not give. */
export const bootStrings = defineCatalogue('host/boot', chinese, () => import('./strings.en'));
