import { strings } from '@portal/shared';

/** Texts of the main layout that the shared catalogue does not hold. */
export const layoutStrings = {
  /** The bell's accessible name: the unread count is read out, the badge is for the eye. */
  bell: (unread: number) => (unread > 0 ? `${strings.header.messages}（${unread} 条未读）` : strings.header.messages),
  accountMenu: '账户菜单',
  /** Where the signed-in user's e-mail is shown, for screen readers. */
  signedInAs: '当前账户',
} as const;
