// The second command of the README: install what the tests need, then typecheck, check the shared
// core's surface, lint and check formatting (side by side), run every jest project beside the build,
// and run the browser tests against a stack they start. The summary gives each step's outcome and time.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumVersion } from './lib/chromium.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNginx } from './lib/ensure-nginx.mjs';
import { installWorkspace } from './lib/pnpm.mjs';
import { ROOT, elapsed, run, runCollected } from './lib/run.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const JEST_RESULTS = path.join(RESULTS, 'jest.json');
const E2E_RESULTS = path.join(RESULTS, 'e2e.json');

const start = Date.now();
installWorkspace();
// The browser tests run in the Chromium found here, and their results depend on its build: the
// summary names it.
process.env.CHROMIUM_PATH = ensureChromium();
const chromium = chromiumVersion(process.env.CHROMIUM_PATH);
// The jest step finds it by NGINX_PATH wherever it was installed.
process.env.NGINX_PATH = ensureNginx();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/**
 * The steps, in stages: the steps of a stage run side by side (each its own process, its output shown
 * whole when it ends), and a stage starts when the one before has ended. A step that `needs` another
 * is skipped when that one did not pass.
 */
const stages = [
  [
    { name: 'typecheck', command: ['pnpm', 'typecheck'] },
    // The shared core's surface is its report, and moves its version by the rules: see README.
    { name: 'shared core surface', command: [process.execPath, 'scripts/api-report.mjs', '--check'] },
    { name: 'lint', command: ['pnpm', 'lint'] },
    { name: 'format', command: ['pnpm', 'format:check'] },
  ],
  [
    {
      name: 'unit and component tests',
      command: ['pnpm', 'exec', 'jest', '--ci', '--json', `--outputFile=${JEST_RESULTS}`],
    },
    { name: 'build', command: [process.execPath, 'scripts/build.mjs'] },
  ],
  [
    {
      name: 'browser tests',
      command: ['pnpm', '--filter', '@portal/e2e', 'test'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_RESULTS },
      needs: 'build',
    },
  ],
];

/** Each step's outcome (passed, failed or skipped) and how long it took. */
const outcome = new Map();

async function runStep(step, { alone }) {
  if (step.needs && outcome.get(step.needs)?.result !== 'passed') {
    outcome.set(step.name, { result: 'skipped', took: '' });
    return;
  }
  const stepStart = Date.now();
  const env = { ...process.env, ...step.env };
  let passed;
  if (alone) {
    // Alone in its stage, a step prints as it goes (the browser tests report each test).
    console.log(`\n━━ ${step.name}`);
    try {
      run(step.command[0], step.command.slice(1), { env });
      passed = true;
    } catch (error) {
      console.error(error.message);
      passed = false;
    }
  } else {
    const collected = await runCollected(step.command[0], step.command.slice(1), { env });
    console.log(`\n━━ ${step.name}`);
    process.stdout.write(collected.output);
    passed = collected.passed;
  }
  outcome.set(step.name, { result: passed ? 'passed' : 'failed', took: elapsed(stepStart) });
  console.log(`━━ ${step.name}: ${outcome.get(step.name).result} in ${elapsed(stepStart)}`);
}

for (const stage of stages) {
  await Promise.all(stage.map((step) => runStep(step, { alone: stage.length === 1 })));
}

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
for (const { name } of stages.flat()) {
  const { result, took } = outcome.get(name);
  console.log(`  ${result.padEnd(8)} ${took.padStart(9)}  ${name}`);
}
const failedSteps = [...outcome.values()].filter(({ result }) => result !== 'passed').length;
const { passed, failed } = countTests();
console.log(`\nBrowser: ${chromium}`);
console.log(`All steps took ${elapsed(start)}.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
