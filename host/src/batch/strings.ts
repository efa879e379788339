import { defineCatalogue } from '@portal/shared';

const chinese = {
  /** The widget's title and its landmark's name. */
  title: '批量开卡',
  /** Accessible name of the progress bar. */
  progress: '批量开卡进度',
  percent: (value: number) => `${value}%`,
  counts: (success: number, fail: number, total: number) => `成功 ${success} 张 · 失败 ${fail} 张 · 共 ${total} 张`,
  /** Accessible name of the × that dismisses a finished job's result. */
  close: '关闭批量开卡提示',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type BatchTexts = typeof chinese;

/** Widget texts the spec does not give; the state texts come from `strings.batch` (spec §4). */
export const batchStrings = defineCatalogue('host/batch', chinese, () => import('./strings.en'));
