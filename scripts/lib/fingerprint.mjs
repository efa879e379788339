// A cheap fingerprint of everything a build reads, so the start command rebuilds only when needed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

const INPUTS = ['host', 'remote-auth', 'remote-cards', 'remote-messages', 'shared', 'tooling', 'pnpm-lock.yaml'];
const SKIP = new Set(['node_modules', 'dist', '__tests__']);
const STAMP = path.join(ROOT, 'dist', '.build-fingerprint');

function walk(target, hash) {
  const info = statSync(target);
  if (info.isDirectory()) {
    for (const name of readdirSync(target).sort()) if (!SKIP.has(name)) walk(path.join(target, name), hash);
  } else {
    hash.update(`${path.relative(ROOT, target)}:${info.size}:${info.mtimeMs}\n`);
  }
}

export function buildFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(path.join(ROOT, input), hash);
  return hash.digest('hex');
}

export function buildIsFresh() {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === buildFingerprint();
}

export function recordBuild() {
  writeFileSync(STAMP, buildFingerprint());
}
