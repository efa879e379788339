// The shared core's surface report (API Extractor), the contract every remote is built against.
//   node scripts/api-report.mjs          writes shared/api-report/<entry>.api.md from the types
//   node scripts/api-report.mjs --check  fails when a report is out of date, or when the surface moved
//                                        since the last release and no change file bumps @portal/shared enough
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  SHARED,
  bumpCovers,
  changesSinceRelease,
  extractSurface,
  neededBump,
  pendingBump,
} from './lib/shared-surface.mjs';

const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
const { name: packageName, version } = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));

const stale = extractSurface({ update: !values.check });
if (values.check && stale.length > 0) {
  const names = stale.map((entry) => `${packageName}${entry.subpath.slice(1)}`).join(', ');
  console.error(
    `The surface of ${names} is not the one in shared/api-report/: run \`pnpm api-report\`, ` +
      'look at the change and commit it with a change file (`pnpm changeset`).',
  );
  process.exit(1);
}
if (!values.check)
  console.log(stale.length > 0 ? `Updated ${stale.map((entry) => entry.name).join(', ')}.` : 'No change.');

const changes = changesSinceRelease();
const change = changes.some((item) => item.change === 'breaking')
  ? 'breaking'
  : changes.length > 0
    ? 'feature'
    : 'none';
const needed = neededBump(change, version);
const declared = pendingBump(packageName);
if (!bumpCovers(declared, needed)) {
  const what = changes.map((item) => `${item.name} (${item.change})`).join(', ');
  console.error(
    `${packageName}'s surface changed since ${version} (${what}): a ${change} change needs a ${needed} bump at ` +
      `${version}, and the change files give ${declared ?? 'none'}. Add one with \`pnpm changeset\`.`,
  );
  process.exit(1);
}
console.log(
  change === 'none'
    ? `${packageName}: the surface is the one released as ${version}.`
    : `${packageName}: a ${change} change since ${version}, released as a ${declared} bump.`,
);
