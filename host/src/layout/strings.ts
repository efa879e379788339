import { defineCatalogue } from '@portal/shared';

/** Texts of the main layout that the shared catalogue does not hold. */
export const layoutStrings = defineCatalogue(
  'host/layout',
  {
    /** Read after the bell's badge: "消息中心 5 条未读". */
    unread: '条未读',
    accountMenu: '账户菜单',
    /** Where the signed-in user's e-mail is shown, for screen readers. */
    signedInAs: '当前账户',
  },
  {
    unread: 'unread',
    accountMenu: 'Account menu',
    signedInAs: 'Signed in as',
  },
);
