import { defineCatalogue } from '@portal/shared';

const chinese = {
  back: '返回',
  loadingMerchant: '正在加载',
  icpLinkTitle: '工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统',
};

/** The texts' shape, which their English (./auth-strings.en.ts) fills. */
export type ShellTexts = typeof chinese;

/** Texts of this remote's own frame (the spec's texts live in the shared catalogue). */
export const shellStrings = defineCatalogue('remote-auth/shell', chinese, () => import('./auth-strings.en'));

/** Where an ICP filing number is looked up (the link the footer's filing text opens). */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
