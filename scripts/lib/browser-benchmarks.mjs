// The browser benchmarks (e2e/bench/*.bench.ts) chosen by the bench command run as one Playwright
// run: one portal and one Chromium for all of them, not one each. Each benchmark's output is what its
// own tests printed, read back from the run's JSON report.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Playwright run of the given bench files, from the repository's root. */
const commandFor = (files) => [
  'pnpm',
  '--silent',
  '--filter',
  '@portal/e2e',
  'exec',
  'playwright',
  'test',
  '--config',
  'bench/playwright.config.ts',
  '--reporter=list,json',
  ...files,
];

const textOf = (part) => part.text ?? Buffer.from(part.buffer, 'base64').toString('utf8');

/** Every test of a Playwright JSON report: its file, whether it passed, and what it printed. */
function testsIn(report) {
  const tests = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          file: path.basename(spec.file),
          passed: test.status === 'expected',
          output: test.results.flatMap((result) => [...result.stdout, ...result.stderr].map(textOf)).join(''),
        });
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return tests;
}

/**
 * Runs `benchmarks` (each with the `file` of its tests) together, their output shown as it comes
 * through `runShown(command, env)`. Resolves to one `{ failure, output }` per benchmark, in order:
 * why it failed (null when its tests passed in a run that failed nowhere else), and what its tests printed.
 */
export async function runBrowserBenchmarks(benchmarks, runShown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const reportPath = path.join(dir, 'report.json');
  try {
    const run = await runShown(commandFor(benchmarks.map(({ file }) => file)), {
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath,
    });
    const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
    const tests = report ? testsIn(report) : [];
    // A failure outside the tests (the portal did not start, a CSP violation in the teardown) fails them all.
    const runFailure =
      report === null || report.errors?.length > 0 ? `the Playwright run exited with ${run.code}` : null;
    return benchmarks.map(({ file }) => {
      const own = tests.filter((test) => test.file === file);
      const output = own.map((test) => test.output).join('');
      if (runFailure) return { failure: runFailure, output };
      if (own.length === 0) return { failure: 'no test of it ran', output };
      return { failure: own.every((test) => test.passed) ? null : 'its test failed', output };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
