import { defineCatalogue } from '@portal/shared';

/** Texts of the router's own announcements. */
export const routeStrings = defineCatalogue(
  'host/routes',
  {
    /** Read out after a navigation: the new page's heading. */
    arrived: (heading: string) => `已打开：${heading}`,
  },
  { arrived: (heading: string) => `Opened: ${heading}` },
);
