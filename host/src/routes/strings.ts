/** Texts of the router's own announcements. */
export const routeStrings = {
  /** Read out after a navigation: the new page's heading. */
  arrived: (heading: string) => `已打开：${heading}`,
} as const;
