import { defineCatalogue } from '@portal/shared';

const chinese = {
  loading: '正在加载公告',
  notFound: '公告不存在或已被删除',
  notFoundHint: '请返回消息中心查看其他消息。',
  loadFailed: '公告暂时无法加载',
  retry: '重试',
  backToCenter: '返回消息中心',
  postedAt: '发布时间',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type AnnouncementTexts = typeof chinese;

/** Texts of the announcement details page that the spec leaves to the product. */
export const announcementStrings = defineCatalogue(
  'remote-messages/announcement-details',
  chinese,
  () => import('./strings.en'),
);
