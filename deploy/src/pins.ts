import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MERCHANT, isMerchantName, pinsFilesFor } from '@portal/shared/contract';

export { DEFAULT_MERCHANT, MERCHANT_NAME, isMerchantName } from '@portal/shared/contract';

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

/** The pins for a request's Host: its merchant's own file, or `default.json` when it has none. */
export async function readPins(pinsDir: string, hostHeader: string | undefined): Promise<string> {
  let missing: unknown;
  for (const file of pinsFilesFor(hostHeader)) {
    try {
      return await readFile(path.join(pinsDir, file), 'utf8');
    } catch (error) {
      missing = error;
    }
  }
  throw missing;
}
