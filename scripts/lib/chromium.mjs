// Where the browser tests and the bundle measurement find Chromium (Debian's package).
import { existsSync } from 'node:fs';
import { capture } from './run.mjs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

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

/** The build a Chromium binary reports, e.g. "Chromium 150.0.7871.100 built on Debian GNU/Linux 12". */
export function chromiumVersion(executable) {
  return capture(executable, ['--version', ...CHROMIUM_ARGS]) ?? `${executable} (it did not answer --version)`;
}
