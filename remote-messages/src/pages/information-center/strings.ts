import { defineCatalogue } from '@portal/shared';

const chinese = {
  tabsLabel: '消息类型',
  tabs: { all: '全部', STATION_MSG: '站内信', ANNOUNCEMENT: '公告' },
  /** The type label of a row. */
  type: { STATION_MSG: '站内信', ANNOUNCEMENT: '公告' },
  /** Heard before an unread message's title; the dot says it to the eye. */
  unread: '未读',
  listLabel: '消息列表',
  loading: '正在加载消息',
  empty: { all: '暂无消息', STATION_MSG: '暂无站内信', ANNOUNCEMENT: '暂无公告' },
  loadFailed: '消息加载失败，请稍后重试',
  loadMoreFailed: '更多消息加载失败',
  retry: '重试',
  markAllRead: '全部已读',
  loadMore: '加载更多',
  loadingMore: '加载中…',
  noMore: '没有更多消息了',
  summary: (shown: number, total: number) => `已显示 ${shown} 条，共 ${total} 条`,
  /** Read out when a message arrives while the list is open. */
  arrived: (title: string) => `收到新消息：${title}`,
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type InformationCenterTexts = typeof chinese;

/** Texts of the information center that the spec leaves to the product. */
export const informationCenterStrings = defineCatalogue(
  'remote-messages/information-center',
  chinese,
  () => import('./strings.en'),
);
