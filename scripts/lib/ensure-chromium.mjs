// The browser tests need Debian's Chromium headless shell and a Chinese font; install them as root,
// or say how. A full Chromium (or CHROMIUM_PATH) serves where the shell cannot be installed.
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const PACKAGES = ['chromium-headless-shell', 'fonts-wqy-zenhei'];
const FONT = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';

export function ensureChromium() {
  const chromium = findChromium();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = root && existsSync('/usr/bin/apt-get');
  const ready = chromium && existsSync(FONT);
  if (ready && (chromium === process.env.CHROMIUM_PATH || chromium === HEADLESS_SHELL || !canInstall)) return chromium;
  if (!canInstall) {
    throw new Error(
      `The browser tests need Chromium and a Chinese font. Install them (Debian: sudo apt-get install -y ${PACKAGES.join(' ')}), ` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  console.log(`Installing ${PACKAGES.join(' and ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  return findChromium();
}
