// Fails when the apps' or the shared core's imports go round in a circle (madge), type imports
// included: a module that needs, however indirectly, what needs it cannot be read or moved alone.
// A lazy `import()` is no cycle: it is how a catalogue loads its English texts when asked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { ROOT } from './lib/run.mjs';

const SOURCES = ['shared', 'host', 'remote-auth', 'remote-cards', 'remote-messages', 'api', 'deploy'].map((dir) =>
  path.join(ROOT, dir, 'src'),
);

/** `@portal/shared` and its subpaths, resolved by the package's exports map as the apps resolve them. */
function sharedPaths() {
  const { exports } = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, source]) => [
      `@portal/shared${subpath.slice(1)}`,
      [path.join('shared', source)],
    ]),
  );
}

const detective = { skipTypeImports: false, skipAsyncImports: true };
const graph = await madge(SOURCES, {
  baseDir: ROOT,
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/__tests__/, /\.d\.ts$/],
  tsConfig: { compilerOptions: { baseUrl: ROOT, paths: sharedPaths(), jsx: 'react-jsx' } },
  detectiveOptions: { ts: detective, tsx: { ...detective, jsx: true } },
});

const cycles = graph.circular();
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' > ')}`);
  process.exit(1);
}
console.log(`No import cycle among ${Object.keys(graph.obj()).length} modules.`);
