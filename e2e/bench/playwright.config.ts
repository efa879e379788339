import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/** The card list benchmark: the browser tests' stack and browser, one long run, its own folder. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  timeout: 15 * 60_000,
  reporter: [['list']],
  webServer: { ...base.webServer, cwd: path.join(__dirname, '..') } as typeof base.webServer,
});
