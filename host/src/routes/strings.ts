import { defineCatalogue } from '@portal/shared';

const chinese = {
  /** Read out after a navigation: the new page's heading. */
  arrived: (heading: string) => `已打开：${heading}`,
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type RouteTexts = typeof chinese;

/** Texts of the router's own announcements. */
export const routeStrings = defineCatalogue('host/routes', chinese, () => import('./strings.en'));
