// The nginx edge's tests run a real nginx with its brotli_static module: Debian's packages,
// installed as root, or say how.
import { existsSync } from 'node:fs';
import { capture, run } from './run.mjs';

const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
/** Where Debian's brotli_static package puts its module (deploy/src/nginx/nginx-config.ts reads it there). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function findNginx() {
  const onPath = capture('sh', ['-c', 'command -v nginx']);
  return (
    [process.env.NGINX_PATH, onPath, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(
      (candidate) => candidate && existsSync(candidate),
    ) ?? null
  );
}

/** The nginx binary, installed with apt-get first when it or its module is missing and this runs as root. */
export function ensureNginx() {
  const found = findNginx();
  if (found && existsSync(BROTLI_STATIC_MODULE)) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `The nginx edge's tests need nginx and its brotli_static module. Install them (Debian: sudo apt-get install -y ${PACKAGES.join(' ')}), ` +
        `or point NGINX_PATH at an nginx binary built for ${BROTLI_STATIC_MODULE}.`,
    );
  }
  console.log(`Installing ${PACKAGES.join(' and ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  return findNginx();
}
