// Measures the JavaScript a first-time visitor downloads to render /sign-in: the built portal
// is served by the web edge on a free port and loaded in headless Chromium; every script is
// counted at the gzip bytes that crossed the wire, grouped by the app it belongs to.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { ROOT } from './run.mjs';
import { startService, waitForOk } from './stack.mjs';

/**
 * The build fails when the sign-in page needs more JavaScript than this: gzip bytes over the wire,
 * every script until the form is ready (host and auth remote), a kB counted as 1000 bytes.
 */
export const SIGN_IN_BUDGET = 170_000;
/** Where the budget is heading (the 150 kB): printed beside the figure. */
export const SIGN_IN_GOAL = 150_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const MERCHANT = {
  title: 'Merchant',
  color: 'MERCHANT_COLOR_BLUE',
  dark_logo: '',
  light_logo: '',
  favicon: '',
  icp: '',
  website: '',
  version: '',
};
const apiStandIn = (route) => (new URL(route.request().url()).pathname === '/api/v1/merchant' ? MERCHANT : null);

const appOf = (pathname) => /^\/(remote-[a-z-]+)\//.exec(pathname)?.[1] ?? 'host';

/** Returns `{ apps: [{ app, files, gzip }], total }`, or null when Chromium is not installed. */
export async function measureSignIn(distDir = path.join(ROOT, 'dist')) {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const port = await freePort();
  const edge = startService(
    'edge',
    { PORT: String(port), DIST_DIR: distDir, API_URL: 'http://127.0.0.1:9' },
    { quiet: true },
  );
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForOk(`${origin}/remotes.json`);
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    // No API runs here: the portal's start-up call for the merchant gets a minimal answer (only
    // scripts are counted, so what the API says does not change the figure).
    await page.route('**/api/**', (route) =>
      route.fulfill({ json: { code: 0, message: 'ok', data: apiStandIn(route) } }),
    );
    await page.goto(`${origin}/sign-in`);
    await page.locator('[data-remote="remote-auth"]').waitFor();
    await page.waitForLoadState('networkidle');
    const byApp = new Map();
    for (const response of scripts) {
      const app = appOf(new URL(response.url()).pathname);
      const entry = byApp.get(app) ?? { app, files: 0, gzip: 0 };
      entry.files += 1;
      if (response.headers()['content-encoding'] !== 'gzip') throw new Error(`${response.url()} was not sent gzipped`);
      entry.gzip += (await response.request().sizes()).responseBodySize;
      byApp.set(app, entry);
    }
    const apps = [...byApp.values()];
    return { apps, total: apps.reduce((sum, app) => sum + app.gzip, 0) };
  } finally {
    await browser.close();
    edge.kill('SIGTERM');
  }
}

export function printBundleReport(report) {
  if (!report) {
    console.log(
      '\nChromium is not installed, so the sign-in bundle was not measured (the test command installs it).\n',
    );
    return;
  }
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('\nJavaScript downloaded to render /sign-in (gzip, measured in Chromium):');
  for (const { app, files, gzip } of report.apps)
    console.log(`  ${app.padEnd(12)} ${kb(gzip).padStart(9)}  (${files} files)`);
  const verdict = report.total <= SIGN_IN_BUDGET ? 'within' : 'OVER';
  console.log(
    `  ${'total'.padEnd(12)} ${kb(report.total).padStart(9)}  (${report.total} bytes) ${verdict} the ${kb(SIGN_IN_BUDGET)} budget (goal ${kb(SIGN_IN_GOAL)})\n`,
  );
}

/** True when the figure is within the budget; a build over it fails. */
export const withinBudget = (report) => !report || report.total <= SIGN_IN_BUDGET;
