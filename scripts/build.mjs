// Builds the API into api/dist/main.js (plain JavaScript that `node` runs), every remote into
// dist/<remote>/<version>/ and the host into dist/host/, then measures the sign-in bundle and fails
// above its budget. `--if-stale` skips each build (the API's, the web apps') when nothing it reads has changed.
// Either way, every version in the release store (deploy/releases/) other than a remote's current
// one is put beside the build, so the edge serves the versions customers may be pinned to.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi, buildApiIfStale } from './lib/build-api.mjs';
import { budgetsExceeded, measureSignIn, printBundleReport } from './lib/bundle-report.mjs';
import { buildIsFresh, recordBuild } from './lib/fingerprint.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { publishStoredReleases } from './lib/release-store.mjs';
import { ROOT, elapsed, run } from './lib/run.mjs';

const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean' } } });

if (values['if-stale']) {
  if (!(await buildApiIfStale())) console.log('The API build is up to date.');
} else {
  await buildApi();
}

if (values['if-stale'] && buildIsFresh()) {
  console.log('The web build is up to date.');
} else {
  const start = Date.now();
  ensurePnpm();
  const apps = ['remote-auth', 'remote-cards', 'remote-messages', 'host'];
  run(
    'pnpm',
    [
      ...apps.flatMap((app) => ['--filter', `./${app}`]),
      '--workspace-concurrency=2',
      '--reporter-hide-prefix',
      'run',
      'build',
    ],
    {
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    },
  );
  recordBuild();
  console.log(`Built the host and three remotes in ${elapsed(start)}.`);
  const report = await measureSignIn();
  printBundleReport(report);
  const exceeded = budgetsExceeded(report);
  if (exceeded.length > 0) {
    console.error(`The sign-in page needs more JavaScript than its budget (${exceeded.join('; ')}): the build fails.`);
    process.exit(1);
  }
}

// Cheap enough for every run, so not part of the build's fingerprint: a stored version removed from
// dist/ comes back even when the build is up to date.
const published = publishStoredReleases(path.join(ROOT, 'dist'));
if (published.length > 0) console.log(`Published from the release store: ${published.join(', ')}.`);
