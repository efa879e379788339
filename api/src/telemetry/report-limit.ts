import type { Database } from '../db/query-layer';
import { createAddressWindows, type AddressCounter } from '../platform/address-windows';

/** How many load reports one client address may send per minute: a page sends one per remote it shows. */
export const REPORTS_PER_MINUTE = 60;
/** How many page views of one client address count an hour: a customer opens a few; a forger, many. */
export const REPORT_VIEWS_PER_HOUR = 30;
const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * A per-address count in fixed windows (a minute unless told), kept in the database so that every API
 * process counts together: answers whether `address` may send one more report now (and counts it).
 */
export function createReportLimit(
  database: Database,
  counter: Exclude<AddressCounter, 'sign-in'>,
  perWindow = REPORTS_PER_MINUTE,
  windowMs = MINUTE_MS,
) {
  const count = createAddressWindows(database, counter, windowMs);
  return async (address: string, now = Date.now()): Promise<boolean> => (await count(address, now)).count <= perWindow;
}
