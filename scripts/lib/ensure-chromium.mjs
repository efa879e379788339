// The browser tests need Debian's Chromium and a Chinese font; install them as root, or say how.
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const PACKAGES = ['chromium', 'fonts-wqy-zenhei'];

export function ensureChromium() {
  const chromium = findChromium();
  if (chromium && existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc')) return chromium;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
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
