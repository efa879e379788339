// The shared core's public surface: every export of @portal/shared and its subpaths, as API
// Extractor reports it from the types, and how a change of it must move the version.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import rules from '../../tooling/surface-rules.cjs';
import { ROOT, run } from './run.mjs';

const { bumpIn, largestBump, surfaceChange } = rules;
export const { bumpCovers, neededBump } = rules;

export const SHARED = path.join(ROOT, 'shared');
/** The committed reports: `<entry>.api.md` is the surface now, `released/` the surface of the last release. */
export const REPORT_DIR = path.join(SHARED, 'api-report');
export const RELEASED_DIR = path.join(REPORT_DIR, 'released');
/**
 * Declarations are emitted inside the package, so the packages they import resolve from there
 * (not under node_modules, where API Extractor would take them for another package).
 */
const TYPES_DIR = path.join(SHARED, '.api-types');
/** The test helpers are not part of the surface: no app loads them at run time. */
const NOT_SURFACE = new Set(['./testing']);

/** Every subpath the package exports, with the report name and the source file behind it. */
export function surfaceEntries() {
  const { exports } = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([subpath]) => !NOT_SURFACE.has(subpath))
    .map(([subpath, source]) => ({
      subpath,
      name: subpath === '.' ? 'index' : subpath.slice(2),
      declarations: path.join(TYPES_DIR, source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '.d.ts')),
    }));
}

/** Where the typecheck (`tsc -b`) writes the package's declarations, tests' included. */
const BUILT_TYPES_DIR = path.join(SHARED, '.tsbuild', 'src');

/**
 * Puts the package's declarations where API Extractor reads them: the typecheck's, brought up to
 * date (`tsc -b`, which does nothing after a typecheck), without the tests'. API Extractor cannot
 * follow TypeScript's `const` type parameters (microsoft/rushstack#3875): the report shows them as
 * plain ones.
 */
function emitDeclarations() {
  run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', SHARED]);
  rmSync(TYPES_DIR, { recursive: true, force: true });
  const declarations = readdirSync(BUILT_TYPES_DIR, { recursive: true }).filter(
    (name) => name.endsWith('.d.ts') && !name.split(path.sep).includes('__tests__'),
  );
  for (const file of declarations) {
    const text = readFileSync(path.join(BUILT_TYPES_DIR, file), 'utf8');
    mkdirSync(path.dirname(path.join(TYPES_DIR, file)), { recursive: true });
    writeFileSync(path.join(TYPES_DIR, file), text.replace(/([<,]\s*)const (?=[A-Z]\w* extends)/g, '$1'));
  }
}

/**
 * The compiler settings API Extractor reads the declarations with. The package's imports of its own
 * subpaths (`@portal/shared/contract`) resolve to their declarations, as in an app that installed
 * it, not to its sources through the exports map.
 */
function analysisTsconfig() {
  const paths = Object.fromEntries(
    surfaceEntries().map((entry) => [`@portal/shared${entry.subpath.slice(1)}`, [entry.declarations]]),
  );
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      types: ['node'],
      paths,
    },
    files: surfaceEntries().map((entry) => entry.declarations),
  };
}

/**
 * Writes each entry's report into `REPORT_DIR` (`update`), or compares it with the committed one
 * without writing. Answers the entries whose report differs from the committed one (or is missing).
 */
export function extractSurface({ update }) {
  emitDeclarations();
  mkdirSync(REPORT_DIR, { recursive: true });
  const changed = [];
  // One compiler program over every entry's declarations serves all the reports.
  let compilerState;
  for (const entry of surfaceEntries()) {
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: SHARED,
        mainEntryPointFilePath: entry.declarations,
        compiler: { overrideTsconfig: analysisTsconfig() },
        apiReport: {
          enabled: true,
          reportFileName: entry.name,
          reportFolder: REPORT_DIR,
          reportTempFolder: path.join(TYPES_DIR, '.report'),
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          // The report is the contract; API Extractor's advice on doc comments and release tags is not.
          extractorMessageReporting: { default: { logLevel: 'none' } },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
          compilerMessageReporting: { default: { logLevel: 'error' } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: path.join(SHARED, 'package.json'),
    });
    compilerState ??= CompilerState.create(config);
    const result = Extractor.invoke(config, {
      compilerState,
      localBuild: update,
      showVerboseMessages: false,
    });
    if (result.errorCount > 0) throw new Error(`API Extractor failed on @portal/shared${entry.subpath.slice(1)}`);
    if (result.apiReportChanged) changed.push(entry);
  }
  return changed;
}

/** The change of every entry since the last release (a new entry is a feature, a lost one breaking). */
export function changesSinceRelease() {
  const names = new Set(surfaceEntries().map((entry) => entry.name));
  const changes = [];
  const read = (dir, name) => {
    const file = path.join(dir, `${name}.api.md`);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  for (const name of names) {
    const before = read(RELEASED_DIR, name);
    const now = read(REPORT_DIR, name);
    const change = before === null ? 'feature' : surfaceChange(before, now ?? '');
    if (change !== 'none') changes.push({ name, change });
  }
  const released = existsSync(RELEASED_DIR) ? readdirSync(RELEASED_DIR) : [];
  for (const file of released.filter((name) => name.endsWith('.api.md'))) {
    const name = file.slice(0, -'.api.md'.length);
    if (!names.has(name)) changes.push({ name, change: 'breaking' });
  }
  return changes;
}

/** The largest bump the pending change files (`.changeset/*.md`) give `packageName`, or null. */
export function pendingBump(packageName) {
  const dir = path.join(ROOT, '.changeset');
  const files = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
  return largestBump(files.map((file) => bumpIn(readFileSync(path.join(dir, file), 'utf8'), packageName)));
}
