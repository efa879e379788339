// Makes the pinned pnpm available on a machine that has only Node and npm.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, capture, run } from './run.mjs';

const TOOLS = path.join(ROOT, '.tools');

/** The pnpm version of `packageManager` in the root package.json. */
export function pinnedPnpmVersion() {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match) throw new Error('package.json has no pnpm packageManager pin');
  return match[1];
}

/**
 * Puts the pinned pnpm on PATH for this process and its children: the one already installed if
 * it matches, else a private copy installed with npm into `.tools/` (corepack is not relied on).
 */
export function ensurePnpm() {
  const version = pinnedPnpmVersion();
  if (capture('pnpm', ['--version']) === version) return;
  const bin = path.join(TOOLS, 'node_modules', '.bin');
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
  if (existsSync(path.join(bin, 'pnpm')) && capture('pnpm', ['--version']) === version) return;
  console.log(`Installing pnpm ${version} into .tools/ …`);
  run('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${version}`]);
}

/** The command that runs the build scripts an install left for later (none when it left none). */
export const BUILD_PENDING = ['pnpm', 'rebuild', '--recursive', '--pending'];

/**
 * The compiler flags of the dependencies' native builds. better-sqlite3 compiles SQLite at -O3; at -O2
 * (how SQLite's own build and Debian's libsqlite3 are compiled) it takes a fifth less CPU, at the same
 * speed for inserts, indexed reads and grouped sums. A compiler flag set by the caller wins.
 */
export const NATIVE_BUILD_FLAGS = {
  CFLAGS: process.env.CFLAGS ?? '-O2',
  CXXFLAGS: process.env.CXXFLAGS ?? '-O2',
};

/**
 * Installs the workspace exactly as the lockfile says, with the dependencies' build scripts, also
 * those an earlier install left for later. With `buildLater`, they are left for `BUILD_PENDING`
 * (better-sqlite3 compiles SQLite from source where no prebuilt binary can be fetched, about a
 * minute of one core), so other work can run beside them.
 */
export function installWorkspace({ buildLater = false } = {}) {
  ensurePnpm();
  const install = ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'];
  if (buildLater) return run('pnpm', [...install, '--ignore-scripts']);
  const env = { ...process.env, ...NATIVE_BUILD_FLAGS };
  run('pnpm', install, { env });
  run(BUILD_PENDING[0], BUILD_PENDING.slice(1), { env });
}
