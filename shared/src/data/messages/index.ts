export { markMessageRead, useMarkMessageRead } from './mark-read';
export { setUnreadCount, useUnreadCount } from './unread-count';
