// The origins the merchant's logos and favicon may load from (the `dark_logo`, `light_logo` and
// `favicon` URLs of GET /api/v1/merchant): a file ops keep beside the pins, read by both edges for
// the page's img-src.

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One origin a line (`https://logos.shop.example`); `#` starts a comment. No file: logos only from the portal or inline. */
export const LOGO_ORIGINS_FILE = 'logo-origins.txt';

/** Plain http only where a browser treats it as secure, as for pinned remotes. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The origin a line names, or why it names none. */
function originOf(line: string): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(line);
  } catch {
    return { problem: 'not a URL' };
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) return { problem: 'not https (http only for localhost)' };
  // A policy source with a path allows that path only, which is not what the line seems to say.
  if (url.href !== `${url.origin}/`) return { problem: 'not an origin alone (no path, query or user)' };
  return { origin: url.origin };
}

/** The origins in the file's text, in order and once each; throws naming the first line that is not one. */
export function parseLogoOrigins(text: string): string[] {
  const origins = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const parsed = originOf(line);
    if ('problem' in parsed) {
      throw new Error(`${LOGO_ORIGINS_FILE} line ${index + 1}: ${JSON.stringify(line)} is ${parsed.problem}`);
    }
    origins.add(parsed.origin);
  });
  return [...origins];
}

/** The logo origins kept in `pinsDir`, none when it has no such file. */
export async function readLogoOrigins(pinsDir: string): Promise<string[]> {
  const text = await readFile(path.join(pinsDir, LOGO_ORIGINS_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return parseLogoOrigins(text);
}
