import { defineCatalogue } from '@portal/shared';

const chinese = {
  heading: '消费概况',
  period: '近 12 个月已结算的卡片消费',
  showTable: '以表格查看',
  currencyHeading: (currency: string) => `${currency} 消费`,
  total: (amount: string, currency: string) => `合计 ${amount} ${currency}`,
  byMonth: (currency: string) => `每月消费（${currency}）`,
  byCard: (currency: string) => `消费最多的卡片（${currency}）`,
  /** A chart's accessible name: its title and what it shows in one sentence. */
  monthChartLabel: (currency: string, peak: string, amount: string) =>
    `每月消费柱状图（${currency}），最高为 ${peak}：${amount}`,
  cardChartLabel: (currency: string, card: string, amount: string) =>
    `各卡片消费条形图（${currency}），最多为 ${card}：${amount}`,
  monthColumn: '月份',
  cardColumn: '卡片',
  amountColumn: (currency: string) => `消费金额（${currency}）`,
  card: (last4: string) => `尾号 ${last4}`,
  otherCards: (count: number) => `其他 ${count} 张卡片`,
  monthShort: (month: number) => `${month}月`,
  monthLong: (year: number, month: number) => `${year}年${month}月`,
  empty: '近 12 个月还没有消费',
  emptyHint: '用卡片付款后，这里会按月份和卡片显示消费金额。',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SpendingTexts = typeof chinese;

/** The wallet's spending charts and their tables. */
export const spendingStrings = defineCatalogue('remote-cards/spending', chinese, () => import('./strings.en'));
