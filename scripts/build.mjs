// Builds every remote into dist/<remote>/<version>/ and the host into dist/host/, then measures
// the sign-in bundle and fails above its budget. `--if-stale` skips the build when nothing it reads has changed.
import { parseArgs } from 'node:util';
import { budgetsExceeded, measureSignIn, printBundleReport } from './lib/bundle-report.mjs';
import { buildIsFresh, recordBuild } from './lib/fingerprint.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { elapsed, run } from './lib/run.mjs';

const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean' } } });

if (values['if-stale'] && buildIsFresh()) {
  console.log('The build is up to date.');
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
