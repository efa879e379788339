// The API compiled once into plain JavaScript: one CommonJS file, api/dist/main.js, with its source
// map, that `node` runs without compiling TypeScript at every start, and beside it the module of the
// export's writer thread (api/dist/file-writer-worker.js, which the export starts from its own folder). The SQL migrations are copied
// beside it (api/dist/migrations), where the bundled code looks for them. The build is made in a
// folder of its own and then takes api/dist's place, so an API starting meanwhile (the browser
// tests', the start benchmark's) never reads half a build.
import { chmodSync, cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILDS, buildFingerprint, buildIsFresh } from './fingerprint.mjs';
import { ROOT, elapsed } from './run.mjs';

const API = path.join(ROOT, 'api');
export const API_DIST = path.join(API, 'dist');
export const API_ENTRY = path.join(API_DIST, 'main.js');

/**
 * Left to Node to load from node_modules: native addons (better-sqlite3 loads its compiled .node
 * file by path), and exceljs, which the API imports with the first export only (bundled, it would
 * be read and parsed at every start), and tsx, which only the TypeScript sources use (to start the
 * export's writer thread from its .ts file).
 */
const EXTERNAL = ['better-sqlite3', 'exceljs', 'tsx'];

export async function buildApi() {
  const start = Date.now();
  const fingerprint = buildFingerprint(BUILDS.api);
  const next = mkdtempSync(path.join(API, '.dist-'));
  // Readable by whoever runs it, as a folder made by the build would be (a temporary one is private).
  chmodSync(next, 0o755);
  await build({
    absWorkingDir: API,
    entryPoints: { main: 'src/main.ts', 'file-writer-worker': 'src/export/file-writer-worker.ts' },
    outdir: next,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: EXTERNAL,
    // Stack traces name the TypeScript files and lines (the start runs node with --enable-source-maps);
    // the map leaves the sources out, which a trace does not need.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  cpSync(path.join(API, 'src', 'db', 'migrations'), path.join(next, 'migrations'), { recursive: true });
  writeFileSync(path.join(next, path.basename(BUILDS.api.stamp)), fingerprint);
  replaceFolder(API_DIST, next);
  console.log(`Built the API in ${elapsed(start)}.`);
}

/**
 * Puts the folder `next` in the place of `target`. Two builds at once (the test command's build
 * beside a jest test that builds) may swap their folders in between: each swap is retried until
 * its own folder is in place.
 */
function replaceFolder(target, next) {
  const previous = `${next}-previous`;
  for (;;) {
    rmSync(previous, { recursive: true, force: true });
    try {
      renameSync(target, previous);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(next, target);
      break;
    } catch (error) {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    }
  }
  rmSync(previous, { recursive: true, force: true });
}

/** Builds the API unless api/dist is already the build of what it reads now. */
export async function buildApiIfStale() {
  if (buildIsFresh(BUILDS.api)) return false;
  await buildApi();
  return true;
}
