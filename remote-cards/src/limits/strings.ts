import { defineCatalogue } from '@portal/shared';

const chinese = {
  title: '消费限额',
  perTransaction: '单笔限额',
  daily: '每日限额',
  monthly: '每月限额',
  none: '不限',
  withCurrency: (label: string, currency: string) => `${label}（${currency}）`,
  leftToday: '今日剩余',
  leftThisMonth: '本月剩余',
  spent: (amount: string) => `已用 ${amount}`,
  timeZone: '每日、每月按北京时间（Asia/Shanghai）计算；被拒绝的消费不计入。',
  edit: '设置限额',
  formLabel: '设置消费限额',
  save: '保存限额',
  saved: '消费限额已保存',
  emptyMeansNone: '留空表示不限',
  outOfOrder: '单笔限额不能高于每日限额，每日限额不能高于每月限额',
  notAdjustable: '开卡失败或已注销的卡片不能修改限额',
  opening: '消费控制（选填）',
  singleUse: '一次性卡片',
  singleUseHint: '首笔消费成功后自动注销，余额退回钱包',
  singleUseOpen: '一次性卡片：首笔消费成功后自动注销',
  singleUseClosed: '一次性卡片：已在首笔消费后注销',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type LimitTexts = typeof chinese;

/** A card's spending controls: its limits, what is left of them, single-use cards. */
export const limitStrings = defineCatalogue('remote-cards/limits', chinese, () => import('./strings.en'));
