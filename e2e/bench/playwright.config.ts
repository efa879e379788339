import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { stackServer } from '../playwright.config';
import { BENCH_LANE, baseUrlOf, stackOf } from '../stack';

/**
 * The browser benchmarks: the browser tests' stack and browser, one long run, on a portal of their
 * own (beside the browser tests' ones), served with the enforced CSP: any violation fails the run.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  timeout: 15 * 60_000,
  reporter: [['list']],
  workers: 1,
  // Not the browser tests' folder, which each run empties first: the two may run at once.
  outputDir: path.join(__dirname, 'test-results'),
  use: { ...base.use, baseURL: baseUrlOf(stackOf(BENCH_LANE)) },
  globalTeardown: path.join(__dirname, 'csp-violations.ts'),
  webServer: { ...stackServer(BENCH_LANE), cwd: path.join(__dirname, '..') },
});
