// Starts the portal for the browser tests on a copy of the build (with every version of the release
// store) and the pins, so tests can publish versions, change pins and take a remote away without
// touching the real ones.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { publishStoredReleases } from '../scripts/lib/release-store.mjs';

const { STACK_ROOT, DIST_DIR, PINS_DIR } = process.env;
const repo = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(repo, 'dist', 'host', 'index.html'))) {
  console.error('The portal is not built: run `pnpm build` (the test command does) before the browser tests.');
  process.exit(1);
}
rmSync(STACK_ROOT, { recursive: true, force: true });
mkdirSync(PINS_DIR, { recursive: true });
cpSync(path.join(repo, 'dist'), DIST_DIR, { recursive: true });
// Every published version, as on a real edge, even when the build was made without them; the
// working tree's build of each remote's current version stays the one tested.
publishStoredReleases(DIST_DIR);
cpSync(path.join(repo, 'deploy', 'pins', 'default.json'), path.join(PINS_DIR, 'default.json'));

await import('../scripts/serve.mjs');
