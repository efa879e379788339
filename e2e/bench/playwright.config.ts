import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { stackServer } from '../playwright.config';

/** The card list benchmark: the browser tests' stack and browser, one long run, its own folder. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  timeout: 15 * 60_000,
  reporter: [['list']],
  workers: 1,
  webServer: { ...stackServer(0), cwd: path.join(__dirname, '..') },
});
