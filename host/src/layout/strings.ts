import { defineCatalogue } from '@portal/shared';

const chinese = {
  /** Read after the bell's badge: "消息中心 5 条未读". */
  unread: '条未读',
  accountMenu: '账户菜单',
  /** Where the signed-in user's e-mail is shown, for screen readers. */
  signedInAs: '当前账户：',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type LayoutTexts = typeof chinese;

/** Texts of the main layout that the shared catalogue does not hold. */
export const layoutStrings = defineCatalogue('host/layout', chinese, () => import('./strings.en'));
