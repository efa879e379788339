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
 * SQLite's extensions better-sqlite3 builds in that the API uses none of: full-text search, R-trees,
 * GeoPoly and the dbstat table. Undefined after the driver's own defines, they are left out of the
 * compile: 25 CPU-s instead of 38.5 for SQLite, and a 28 % smaller object.
 */
const SQLITE_UNUSED = ['FTS3', 'FTS3_PARENTHESIS', 'FTS4', 'FTS5', 'GEOPOLY', 'RTREE', 'DBSTAT_VTAB'];

/**
 * The compiler flags of the dependencies' native builds. better-sqlite3 compiles SQLite at -O3; at -O2
 * (how SQLite's own build and Debian's libsqlite3 are compiled) it takes a fifth less CPU. A
 * micro-benchmark of both found the same speed for inserts, indexed reads and grouped sums. A compiler
 * flag set by the caller wins (to build SQLite with every extension: `CFLAGS=-O2`).
 */
export const NATIVE_BUILD_FLAGS = {
  CFLAGS: process.env.CFLAGS ?? ['-O2', ...SQLITE_UNUSED.map((name) => `-USQLITE_ENABLE_${name}`)].join(' '),
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
