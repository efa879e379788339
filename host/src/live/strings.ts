import { strings } from '@portal/shared';

/** Texts of the pop-up notices that the spec does not give. */
export const liveStrings = {
  /** Accessible name of the notice list. */
  stackLabel: '新消息提醒',
  /** What screen readers hear when a notice arrives; the full title, not the cut one. */
  arrived: (title: string) => `收到新消息：${title}`,
  close: strings.ui.close,
  /** Closes every notice at once (shown from two notices up). */
  closeAll: '全部关闭',
  /** The line under the title, by message type. */
  types: { STATION_MSG: '站内信', ANNOUNCEMENT: '公告' } as Readonly<Record<string, string>>,
  otherType: '新消息',
} as const;

export const typeLabel = (type: string): string =>
  Object.hasOwn(liveStrings.types, type) ? (liveStrings.types[type] as string) : liveStrings.otherType;
