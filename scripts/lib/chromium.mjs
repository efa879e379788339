// Where the browser tests and the bundle measurement find Chromium (Debian's packages).
import { existsSync } from 'node:fs';
import { capture } from './run.mjs';

/**
 * Debian's headless shell first: the same Chromium build without the desktop browser's UI, which
 * loads a page for about a third less CPU, then the full browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CANDIDATES = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/** Flags for a headless Chromium on a machine with a closed network, possibly as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The build a Chromium binary reports, e.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12",
 * and "(headless shell)" when it is that one.
 */
export function chromiumVersion(executable) {
  const version = capture(executable, ['--version', ...CHROMIUM_ARGS]) ?? `${executable} (it did not answer --version)`;
  return executable === HEADLESS_SHELL ? `${version} (headless shell)` : version;
}
