// The first command of the README: install, build what changed, and serve the whole portal.
import { installWorkspace } from './lib/pnpm.mjs';
import { elapsed, run } from './lib/run.mjs';

const start = Date.now();
installWorkspace();
run(process.execPath, ['scripts/build.mjs', '--if-stale']);
console.log(`Ready to serve after ${elapsed(start)}.`);
await import('./serve.mjs');
