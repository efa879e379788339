// The second command of the README: install what the tests need, then build and run the browser
// tests against a stack they start, while typecheck, the shared core's surface check, lint, the
// format check and every jest project run beside them. The summary gives each step's outcome and time.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumVersion } from './lib/chromium.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';
import { ensurePostgres } from './lib/ensure-postgres.mjs';
import { BUILD_PENDING, NATIVE_BUILD_FLAGS, installWorkspace } from './lib/pnpm.mjs';
import { ROOT, elapsed, niced, runCollected, runStreamed } from './lib/run.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const JEST_RESULTS = path.join(RESULTS, 'jest.json');
const E2E_RESULTS = path.join(RESULTS, 'e2e.json');

const start = Date.now();
installWorkspace({ buildLater: true });
// The browser tests run in the Chromium found here, and their results depend on its build: the
// summary names it.
process.env.CHROMIUM_PATH = ensureChromium();
const chromium = chromiumVersion(process.env.CHROMIUM_PATH);
// The jest step finds it by NGINX_PATH wherever it was installed.
process.env.NGINX_PATH = ensureNginx();
// The API's PostgreSQL tests (jest project api-postgres, beside the others in the jest step) start a
// throwaway cluster of the server found here (tooling/postgres-jest-setup.mjs).
process.env.PG_BIN = ensurePostgres();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/**
 * The steps all start at once, each its own process; one that `needs` others starts when they have
 * passed (and is skipped when one did not). The browser tests, after the build and the native
 * builds, are the longest chain, and they and jest wait for pages and timers, so they run at
 * normal priority; the checks that only read files (typecheck, surface, lint, format) run niced
 * and take the CPU the others leave. A step's output is shown whole when it ends; the browser tests report each test as they go.
 */
const steps = [
  // The API's SQLite driver is compiled here; only the steps that run the API wait for it.
  { name: 'native builds', command: BUILD_PENDING, env: NATIVE_BUILD_FLAGS },
  // The shared core is type-checked first: the typecheck of the other packages reads its
  // declarations, and so does the surface check, each as soon as they are written.
  { name: 'typecheck: shared core', command: ['pnpm', 'exec', 'tsc', '-b', 'shared'], background: true },
  { name: 'typecheck', command: ['pnpm', 'typecheck'], background: true, needs: ['typecheck: shared core'] },
  // The shared core's surface is its report, and moves its version by the rules: see README.
  {
    name: 'shared core surface',
    command: [process.execPath, 'scripts/api-report.mjs', '--check'],
    background: true,
    needs: ['typecheck: shared core'],
  },
  { name: 'lint', command: ['pnpm', 'lint'], background: true },
  { name: 'format', command: ['pnpm', 'format:check'], background: true },
  // The committed OpenAPI document against Redocly's recommended and Spectral's oas rules (api/README.md).
  { name: 'contract lint', command: ['pnpm', '--filter', '@portal/api', 'lint:openapi'], background: true },
  {
    name: 'unit and component tests',
    command: ['pnpm', 'exec', 'jest', '--ci', '--json', `--outputFile=${JEST_RESULTS}`],
    // Semi-spaces of 64 MB (V8's default is 16 MB) for jest's workers, which inherit them: their test
    // files make short-lived objects by the million (jsdom trees, servers, queries), and fewer young
    // collections cost about 6 % less CPU for the same tests, in the browser packages' projects and
    // the API's alike. The build, typecheck and lint measured the same with it, so only jest has it.
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ') },
    needs: ['native builds'],
  },
  { name: 'build', command: [process.execPath, 'scripts/build.mjs'] },
  // Each benchmark once on tiny data (scripts/bench.mjs): it still runs and prints every figure it
  // promises, whatever their values. The browser ones (one Playwright run on a portal of their own)
  // and the API ones (a chain of single-process runs) run side by side: either alone would leave a core idle.
  ...['browser', 'api'].map((kind) => ({
    name: `benchmarks, tiny: ${kind}`,
    command: [process.execPath, 'scripts/bench.mjs', `--kind=${kind}`],
    env: { BENCH_TINY: '1' },
    background: true,
    needs: ['build', 'native builds'],
  })),
  {
    name: 'browser tests',
    command: ['pnpm', '--filter', '@portal/e2e', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_RESULTS },
    needs: ['build', 'native builds'],
    streamed: true,
  },
];

/** Each step's outcome (passed, failed or skipped) and how long it took. */
const outcome = new Map();
const finished = new Map();

async function runStep(step) {
  const needed = await Promise.all((step.needs ?? []).map((name) => finished.get(name)));
  if (needed.some(({ result }) => result !== 'passed')) {
    outcome.set(step.name, { result: 'skipped', took: '' });
    return outcome.get(step.name);
  }
  const stepStart = Date.now();
  const env = { ...process.env, ...step.env };
  const [command, ...args] = step.background ? niced(step.command) : step.command;
  let passed;
  if (step.streamed) {
    console.log(`\n━━ ${step.name}`);
    passed = await runStreamed(command, args, { env });
  } else {
    const collected = await runCollected(command, args, { env });
    console.log(`\n━━ ${step.name}`);
    process.stdout.write(collected.output);
    passed = collected.passed;
  }
  outcome.set(step.name, { result: passed ? 'passed' : 'failed', took: elapsed(stepStart) });
  console.log(`━━ ${step.name}: ${outcome.get(step.name).result} in ${elapsed(stepStart)}`);
  return outcome.get(step.name);
}

for (const step of steps) finished.set(step.name, runStep(step));
await Promise.all(finished.values());

/** Test counts from the jest and Playwright reports that were written. */
function countTests() {
  let passed = 0;
  let failed = 0;
  if (existsSync(JEST_RESULTS)) {
    const jest = JSON.parse(readFileSync(JEST_RESULTS, 'utf8'));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
  }
  if (existsSync(E2E_RESULTS)) {
    const { stats } = JSON.parse(readFileSync(E2E_RESULTS, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
  return { passed, failed };
}

console.log('\nSummary');
for (const { name } of steps) {
  const { result, took } = outcome.get(name);
  console.log(`  ${result.padEnd(8)} ${took.padStart(9)}  ${name}`);
}
const failedSteps = [...outcome.values()].filter(({ result }) => result !== 'passed').length;
const { passed, failed } = countTests();
console.log(`\nBrowser: ${chromium}`);
console.log(`All steps took ${elapsed(start)}.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
