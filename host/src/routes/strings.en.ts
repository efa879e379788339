import type { Translation } from '@portal/shared';
import type { RouteTexts } from './strings';

/** The English of `routeStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<RouteTexts> = { arrived: (heading: string) => `Opened: ${heading}` };

export default english;
