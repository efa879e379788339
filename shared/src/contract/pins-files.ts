// Which pins file holds a merchant's pins: one rule for the edge that serves them and the API that reads them.

/** The pins file every merchant without a file of its own gets. */
export const DEFAULT_MERCHANT = 'default';

/** A merchant is named by its host name, lower case and without a port: its pins file is `<name>.json`. */
export const MERCHANT_NAME = /^(?!\.)[a-z0-9.-]{1,253}$/;
export const isMerchantName = (name: string): boolean => MERCHANT_NAME.test(name);

/** The pins files that may hold the pins of a request's Host, in the order they apply: its own, then default.json. */
export function pinsFilesFor(hostHeader: string | undefined): string[] {
  const hostName = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  const own = isMerchantName(hostName) && hostName !== DEFAULT_MERCHANT ? [`${hostName}.json`] : [];
  return [...own, `${DEFAULT_MERCHANT}.json`];
}
