// The nginx edge's tests run a real nginx: Debian's package, installed as root, or say how.
import { existsSync } from 'node:fs';
import { capture, run } from './run.mjs';

const PACKAGE = 'nginx';

function findNginx() {
  const onPath = capture('sh', ['-c', 'command -v nginx']);
  return (
    [process.env.NGINX_PATH, onPath, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(
      (candidate) => candidate && existsSync(candidate),
    ) ?? null
  );
}

/** The nginx binary, installed with apt-get first when it is missing and this runs as root. */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `The nginx edge's tests need nginx. Install it (Debian: sudo apt-get install -y ${PACKAGE}), ` +
        'or point NGINX_PATH at an nginx binary.',
    );
  }
  console.log(`Installing ${PACKAGE} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', PACKAGE], { env });
  return findNginx();
}
