import { defineCatalogue } from '@portal/shared';

/** Texts of the announcement details page that the spec leaves to the product. */
export const announcementStrings = defineCatalogue(
  'remote-messages/announcement-details',
  {
    loading: '正在加载公告',
    notFound: '公告不存在或已被删除',
    notFoundHint: '请返回消息中心查看其他消息。',
    loadFailed: '公告暂时无法加载',
    retry: '重试',
    backToCenter: '返回消息中心',
    postedAt: '发布时间',
  },
  {
    loading: 'Loading the announcement',
    notFound: 'This announcement does not exist or has been deleted',
    notFoundHint: 'Go back to your messages to read the others.',
    loadFailed: 'The announcement cannot load right now',
    retry: 'Retry',
    backToCenter: 'Back to messages',
    postedAt: 'Posted',
  },
);
