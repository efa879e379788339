import { defineCatalogue } from '@portal/shared';

const chinese = {
  /** Accessible name of the notice list. */
  stackLabel: '新消息提醒',
  /** What screen readers hear when a notice arrives; the full title, not the cut one. */
  arrived: (title: string) => `收到新消息：${title}`,
  close: '关闭',
  /** Expands the collapsed stack: how many notices it hides. */
  showMore: (count: number) => `还有 ${count} 条提醒`,
  /** Collapses the stack back to the newest notice. */
  showFewer: '收起',
  /** Closes every notice at once (shown from two notices up). */
  closeAll: '全部关闭',
  /** The line under the title, by message type. */
  types: { STATION_MSG: '站内信', ANNOUNCEMENT: '公告' },
  otherType: '新消息',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type LiveTexts = typeof chinese;

/** Texts of the pop-up notices that the spec does not give. */
export const liveStrings = defineCatalogue('host/live', chinese, () => import('./strings.en'));

export const typeLabel = (type: string): string =>
  type === 'STATION_MSG' || type === 'ANNOUNCEMENT' ? liveStrings.types[type] : liveStrings.otherType;
