import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The pins file every merchant without a file of its own gets. */
export const DEFAULT_MERCHANT = 'default';

/** A merchant is named by its host name, lower case: its pins file is `<name>.json`. */
export const isMerchantName = (name: string): boolean => /^[a-z0-9.-]{1,253}$/.test(name) && !name.startsWith('.');

/** The pins file for a merchant's host name, or `default.json` when it has none of its own. */
export async function readPins(pinsDir: string, hostHeader: string | undefined): Promise<string> {
  const hostName = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (isMerchantName(hostName)) {
    const own = await readFile(path.join(pinsDir, `${hostName}.json`), 'utf8').catch(() => null);
    if (own !== null) return own;
  }
  return readFile(path.join(pinsDir, `${DEFAULT_MERCHANT}.json`), 'utf8');
}
