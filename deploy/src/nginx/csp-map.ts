// Each merchant's Content-Security-Policy for nginx: a `map` body from the pins files, rendered
// with the Node edge's own functions (nginx cannot read JSON).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-write';
import { LOGO_ORIGINS_FILE, readLogoOrigins } from '../logo-origins';
import { DEFAULT_MERCHANT, merchantsWithPins } from '../pins';
import { contentSecurityPolicy, pinnedOrigins } from '../security-headers';
import { mapKey, quote } from './nginx-syntax';

/** The map's file, beside the pins it is rendered from. */
export const CSP_MAP_FILE = 'nginx-csp.conf';

/** The command that writes the map again after a pins file was edited by hand. */
export const WRITE_CSP_MAP_COMMAND = 'deploy/node_modules/.bin/tsx deploy/src/nginx/write-csp-map.ts [pinsDir]';

/**
 * `default "<csp>";` for default.json and `<host> "<csp>";` for every other merchant's pins file
 * whose policy differs: the body of nginx's `map $host $portal_csp`. Every policy allows the logo
 * origins kept beside the pins (logo-origins.txt).
 */
export async function renderCspMap(pinsDir: string): Promise<string> {
  const merchants = (await merchantsWithPins(pinsDir)).filter((name) => name !== DEFAULT_MERCHANT);
  const logoOrigins = await readLogoOrigins(pinsDir);
  const policy = async (name: string) =>
    quote(
      contentSecurityPolicy(pinnedOrigins(await readFile(path.join(pinsDir, `${name}.json`), 'utf8')), logoOrigins),
    );
  const fallback = await policy(DEFAULT_MERCHANT);
  const lines = [
    `# Rendered from the pins files and ${LOGO_ORIGINS_FILE} beside it; a pins change writes it again. By hand: ${WRITE_CSP_MAP_COMMAND}`,
    `default ${fallback};`,
  ];
  // A merchant whose policy is the default one needs no line: the map, and nginx, change only with origins.
  for (const merchant of merchants) {
    const own = await policy(merchant);
    if (own !== fallback) lines.push(`${mapKey(merchant)} ${own};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `<pinsDir>/nginx-csp.conf` when it changed (a temporary file in the same folder, renamed
 * over it, so nginx never reads half of one); returns whether it changed, that is whether nginx needs
 * a reload.
 */
export async function writeCspMap(pinsDir: string): Promise<boolean> {
  const target = path.join(pinsDir, CSP_MAP_FILE);
  const content = await renderCspMap(pinsDir);
  if ((await readFile(target, 'utf8').catch(() => null)) === content) return false;
  await writeFileAtomic(target, content);
  return true;
}
