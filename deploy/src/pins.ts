import { readFile } from 'node:fs/promises';
import path from 'node:path';

const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/** The pins file for a merchant's host name, or `default.json` when it has none of its own. */
export async function readPins(pinsDir: string, hostHeader: string | undefined): Promise<string> {
  const hostName = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (HOST_NAME.test(hostName) && !hostName.startsWith('.')) {
    const own = await readFile(path.join(pinsDir, `${hostName}.json`), 'utf8').catch(() => null);
    if (own !== null) return own;
  }
  return readFile(path.join(pinsDir, 'default.json'), 'utf8');
}
