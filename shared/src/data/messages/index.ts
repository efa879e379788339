export { isMissingAnnouncement, useAnnouncement } from './announcement';
export { markAllMessagesRead, markMessageRead, useMarkAllMessagesRead, useMarkMessageRead } from './mark-read';
export { MESSAGE_PAGE_SIZE, fetchMessagePage, messagePageQuery, useFirstMessagePage } from './message-pages';
export { setUnreadCount, useUnreadCount } from './unread-count';
