import { defineCatalogue } from '@portal/shared';

const chinese = {
  loading: '正在加载用户协议',
  loadFailed: '用户协议暂时无法加载',
  retry: '重试',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type AgreementTexts = typeof chinese;

/** Texts of the agreement screen that the spec leaves to the product. */
export const agreementStrings = defineCatalogue('remote-auth/agreement', chinese, () => import('./strings.en'));
