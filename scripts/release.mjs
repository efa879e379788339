// `pnpm release`: turns the pending change files into a release. Bumps the versions and writes each
// package's CHANGELOG.md (changesets), records the shared core's released surface, builds and
// publishes every remote whose version moved into dist/<remote>/<version>/ and keeps its files in
// the release store (deploy/releases/), pins the repository's default merchant to them, commits the
// release and tags it.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { isStored, storeRelease, storedFolder } from './lib/release-store.mjs';
import { ROOT, capture, run } from './lib/run.mjs';
import { RELEASED_DIR, REPORT_DIR, extractSurface } from './lib/shared-surface.mjs';

/** The packages a release versions: the host, each remote and the shared core. */
const RELEASED = ['shared', 'host', 'remote-auth', 'remote-cards', 'remote-messages'];
const REMOTES = RELEASED.filter((folder) => folder.startsWith('remote-'));

const versionOf = (folder) => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

ensurePnpm();
if (capture('git', ['status', '--porcelain']) !== '')
  fail('Commit or stash your changes first: a release is its own commit.');
const changeFiles = readdirSync(path.join(ROOT, '.changeset')).filter(
  (file) => /\.md$/.test(file) && file !== 'README.md',
);
if (changeFiles.length === 0)
  fail('No change files in .changeset/: nothing to release (add one with `pnpm changeset`).');
if (extractSurface({ update: false }).length > 0)
  fail("The shared core's report is out of date: run `pnpm api-report` first.");

const before = Object.fromEntries(RELEASED.map((folder) => [folder, versionOf(folder)]));
run('pnpm', ['exec', 'changeset', 'version']);
// Dependents now name the shared core's new version: the lockfile follows.
run('pnpm', ['install', '--prefer-offline', '--reporter=silent']);
const moved = RELEASED.filter((folder) => versionOf(folder) !== before[folder]);

if (moved.includes('shared')) {
  rmSync(RELEASED_DIR, { recursive: true, force: true });
  mkdirSync(RELEASED_DIR);
  for (const report of readdirSync(REPORT_DIR).filter((file) => file.endsWith('.api.md'))) {
    copyFileSync(path.join(REPORT_DIR, report), path.join(RELEASED_DIR, report));
  }
}

const movedRemotes = REMOTES.filter((remote) => moved.includes(remote));
for (const remote of movedRemotes) {
  const folder = path.join(ROOT, 'dist', remote, versionOf(remote));
  // A published version is immutable: browsers keep its files for a year.
  if (existsSync(folder)) fail(`${remote}@${versionOf(remote)} is already published in ${folder}.`);
  if (isStored(remote, versionOf(remote)))
    fail(`${remote}@${versionOf(remote)} is already in the release store: ${storedFolder(remote, versionOf(remote))}.`);
}
run(process.execPath, ['scripts/build.mjs']);
// The release commit carries the published files: any checkout can serve and roll back to them.
for (const remote of movedRemotes) {
  storeRelease(path.join(ROOT, 'dist', remote, versionOf(remote)), remote, versionOf(remote));
}
for (const remote of movedRemotes) {
  // The repository's default merchant runs what each checkout builds, which differs from machine
  // to machine: no entry hash is recorded for it (ops' pins of published files record one).
  run('pnpm', [
    ...['-s', 'pins', 'set', 'default', `${remote}@${versionOf(remote)}`],
    ...['--reason', 'release', '--without-integrity'],
  ]);
}

const tags = moved.map((folder) => `@portal/${folder}@${versionOf(folder)}`);
run('git', ['add', '--all']);
run('git', ['commit', '--quiet', '-m', `Release ${tags.join(', ')}`]);
run('pnpm', ['exec', 'changeset', 'tag']);
console.log(`\nReleased ${tags.join(', ')}.`);
for (const remote of movedRemotes)
  console.log(`  dist/${remote}/${versionOf(remote)}/ is published, kept in deploy/releases/ and pinned for default.`);
console.log("Each package's CHANGELOG.md says what changed; `git tag` lists the release tags.");
