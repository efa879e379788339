import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL, LANES, baseUrlOf, stackOf } from './stack';

const chromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((candidate) => candidate && existsSync(candidate));

/**
 * The portal of one lane, started before the tests (and stopped after them): a copy of the build
 * and the pins, the API on a data folder of its own, and the Node edge in front of it.
 */
export function stackServer(lane: number) {
  const stack = stackOf(lane);
  return {
    command: 'node start-stack.mjs',
    // Through the edge to the API: both are up when it answers.
    url: `${baseUrlOf(stack)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      STACK_ROOT: stack.root,
      DIST_DIR: stack.dist,
      PINS_DIR: stack.pins,
      DATA_DIR: `${stack.root}/data`,
      PORT: String(stack.port),
      API_PORT: String(stack.apiPort),
      PORTAL_ORIGIN: baseUrlOf(stack),
      // Passwords are hashed with real scrypt at a lower cost (the production cost is what the API's
      // sign-in benchmarks measure): every journey registers and signs in customers of its own.
      NODE_ENV: 'test',
      PASSWORD_HASH_COST_TEST: '10',
      // Every journey signs in from 127.0.0.1, far faster than one customer's address would.
      SIGN_IN_PER_ADDRESS_PER_MINUTE: '10000',
      SIGN_IN_FAILURES_PER_ADDRESS: '10000',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '10000',
      // Every browser of the tests reports its remote loads from 127.0.0.1 too.
      REPORTS_PER_ADDRESS_PER_MINUTE: '10000',
      REPORT_VIEWS_PER_ADDRESS_PER_HOUR: '10000',
      ADMIN_TOKEN,
    },
  };
}

export default defineConfig({
  testDir: 'tests',
  // One worker per lane, each on its own portal (BASE_URL is the worker's): a test may change what
  // every browser of its portal gets (pins, published files, the merchant's colour, live
  // announcements that pop up in every signed-in tab) without reaching the other worker's tests.
  workers: LANES,
  // The tests of a file run in order, in one worker (cards.spec.ts sets the sandbox issuer's failures).
  fullyParallel: false,
  timeout: 90_000,
  // Every page is served with the enforced CSP; after the suite, any violation reported fails the run.
  globalTeardown: path.join(__dirname, 'csp-violations.ts'),
  expect: { timeout: 15_000 },
  // The JSON report (written where PLAYWRIGHT_JSON_OUTPUT_NAME says) feeds the test command's summary.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace: actions, network and console, beside its screenshot and the page's
    // accessibility tree at the failure. Not the screencast, which makes Chromium encode a frame for
    // every paint of every test and costs more CPU than the pages do, nor a DOM snapshot at every
    // action, which every passing test would pay for too (about 7% of the suite's CPU).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: LANES }, (_, lane) => stackServer(lane)),
});
