import { defineCatalogue } from '@portal/shared';

/** Texts of this remote's own frame (the spec's texts live in the shared catalogue). */
export const shellStrings = defineCatalogue(
  'remote-auth/shell',
  {
    back: '返回',
    loadingMerchant: '正在加载',
    icpLinkTitle: '工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统',
  },
  {
    back: 'Back',
    loadingMerchant: 'Loading',
    icpLinkTitle: 'MIIT ICP/IP address and domain filing system',
  },
);

/** Where an ICP filing number is looked up (the link the footer's filing text opens). */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
