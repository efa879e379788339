// A cheap fingerprint of everything a build reads, so the start command rebuilds only when needed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

/** Each build: what it reads, and where the fingerprint of its last run is kept (inside its output). */
export const BUILDS = {
  web: {
    inputs: ['host', 'remote-auth', 'remote-cards', 'remote-messages', 'shared', 'tooling', 'pnpm-lock.yaml'],
    stamp: path.join(ROOT, 'dist', '.build-fingerprint'),
  },
  api: {
    inputs: [
      'api/src',
      'api/package.json',
      'shared/src',
      'shared/package.json',
      'pnpm-lock.yaml',
      'scripts/lib/build-api.mjs',
    ],
    stamp: path.join(ROOT, 'api', 'dist', '.build-fingerprint'),
  },
};
const SKIP = new Set(['node_modules', 'dist', '__tests__']);

function walk(target, hash) {
  const info = statSync(target);
  if (info.isDirectory()) {
    for (const name of readdirSync(target).sort()) if (!SKIP.has(name)) walk(path.join(target, name), hash);
  } else {
    hash.update(`${path.relative(ROOT, target)}:${info.size}:${info.mtimeMs}\n`);
  }
}

export function buildFingerprint(build = BUILDS.web) {
  const hash = createHash('sha256');
  for (const input of build.inputs) walk(path.join(ROOT, input), hash);
  return hash.digest('hex');
}

export function buildIsFresh(build = BUILDS.web) {
  return existsSync(build.stamp) && readFileSync(build.stamp, 'utf8') === buildFingerprint(build);
}

export function recordBuild(build = BUILDS.web) {
  writeFileSync(build.stamp, buildFingerprint(build));
}
