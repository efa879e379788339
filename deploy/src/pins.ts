import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The pins file every merchant without a file of its own gets. */
export const DEFAULT_MERCHANT = 'default';

/** A merchant is named by its host name, lower case and without a port: its pins file is `<name>.json`. */
export const MERCHANT_NAME = /^(?!\.)[a-z0-9.-]{1,253}$/;
export const isMerchantName = (name: string): boolean => MERCHANT_NAME.test(name);

/** The merchants with a pins file in `pinsDir`, `default` first, then by name. */
export async function merchantsWithPins(pinsDir: string): Promise<string[]> {
  const merchants = (await readdir(pinsDir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isMerchantName);
  return merchants.sort(
    (a, b) => Number(b === DEFAULT_MERCHANT) - Number(a === DEFAULT_MERCHANT) || a.localeCompare(b),
  );
}

/** The pins file for a merchant's host name, or `default.json` when it has none of its own. */
export async function readPins(pinsDir: string, hostHeader: string | undefined): Promise<string> {
  const hostName = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (isMerchantName(hostName)) {
    const own = await readFile(path.join(pinsDir, `${hostName}.json`), 'utf8').catch(() => null);
    if (own !== null) return own;
  }
  return readFile(path.join(pinsDir, `${DEFAULT_MERCHANT}.json`), 'utf8');
}
