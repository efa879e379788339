// `node scripts/store-release.mjs <release commit>`: puts the remote versions a release commit
// published into the release store (deploy/releases/), for a release cut without it (`pnpm release`
// stores its versions itself). Builds the commit's remotes in a temporary git worktree, then stores
// each version the commit moved, unless the store has it already. A remote the commit did not move
// is left out: its version was published by an earlier release, from other code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { REMOTES, isStored, storeRelease } from './lib/release-store.mjs';
import { capture, run } from './lib/run.mjs';

const [commitText] = process.argv.slice(2);
const commit = commitText && capture('git', ['rev-parse', '--verify', '--quiet', `${commitText}^{commit}`]);
if (!commit) {
  console.error('Usage: node scripts/store-release.mjs <release commit>');
  process.exit(2);
}

const versionAt = (revision, remote) => {
  const text = capture('git', ['show', `${revision}:${remote}/package.json`]);
  return text === null ? null : JSON.parse(text).version;
};
const moved = REMOTES.filter((remote) => versionAt(commit, remote) !== versionAt(`${commit}^`, remote));
if (moved.length === 0) {
  console.error(`${commitText} moves no remote's version: it published nothing to store.`);
  process.exit(1);
}

ensurePnpm();
const scratch = mkdtempSync(path.join(tmpdir(), 'release-'));
const checkout = path.join(scratch, commit.slice(0, 12));
run('git', ['worktree', 'add', '--detach', '--quiet', checkout, commit]);
try {
  const inCheckout = { cwd: checkout, env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } };
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], inCheckout);
  run(
    'pnpm',
    [...moved.flatMap((remote) => ['--filter', `./${remote}`]), '--reporter-hide-prefix', 'run', 'build'],
    inCheckout,
  );
  for (const remote of moved) {
    const version = versionAt(commit, remote);
    if (isStored(remote, version)) {
      console.log(`${remote}@${version} is in the store already: left as it is.`);
    } else {
      const stored = storeRelease(path.join(checkout, 'dist', remote, version), remote, version);
      console.log(`${remote}@${version} stored in ${path.relative(process.cwd(), stored)}/`);
    }
  }
} finally {
  run('git', ['worktree', 'remove', '--force', checkout]);
  rmSync(scratch, { recursive: true, force: true });
}
