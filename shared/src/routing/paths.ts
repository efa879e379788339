import { PAGE_LIST, type PortalPage } from '@portal/shared/boot';

type Paths = { [Page in PortalPage as Page['key']]: Page['path'] };

/** Every route path of the portal by page name, read from the page list. */
export const PATHS = Object.fromEntries(PAGE_LIST.map((page) => [page.key, page.path])) as Paths;

export type PortalPath = PortalPage['path'];
