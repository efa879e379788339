// The API's PostgreSQL tests run a throwaway cluster of Debian's PostgreSQL server: installed with
// apt-get as root when missing, or say how.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const PACKAGES = ['postgresql'];
/** Where Debian's packages put each major version's server programs. */
const DEBIAN_BINARIES = '/usr/lib/postgresql';

/** The folder of initdb, pg_ctl and postgres: PG_BIN, else the newest Debian version installed. */
function findPostgresBin() {
  const candidates = [process.env.PG_BIN];
  if (existsSync(DEBIAN_BINARIES)) {
    const versions = readdirSync(DEBIAN_BINARIES)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(DEBIAN_BINARIES, version, 'bin')));
  }
  return candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
}

/** The folder of PostgreSQL's server programs, installed with apt-get first when missing and this runs as root. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `The API's PostgreSQL tests need PostgreSQL's server. Install it (Debian: sudo apt-get install -y ${PACKAGES.join(' ')}), ` +
        'or point PG_BIN at the folder holding initdb, pg_ctl and postgres.',
    );
  }
  console.log(`Installing ${PACKAGES.join(' and ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  return findPostgresBin();
}
