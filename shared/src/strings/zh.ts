import { defineCatalogue } from '../locale/catalogue';
import { zh, type PortalStrings } from './zh-texts';

export { zh, type PortalStrings };

/** The shared texts, each read in the reader's language when it is read. */
export const strings: PortalStrings = defineCatalogue('shared', zh, () => import('./en'));
