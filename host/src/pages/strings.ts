import { defineCatalogue } from '@portal/shared';

const chinese = {
  notFoundImage: '页面不存在',
  /** The network-anomaly page's picture, for screen readers. */
  networkAnomalyImage: '网络连接已断开',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type PageTexts = typeof chinese;

/** Texts of the host's own pages that the spec does not give. */
export const pageStrings = defineCatalogue('host/pages', chinese, () => import('./strings.en'));
