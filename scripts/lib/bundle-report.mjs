// Measures the JavaScript a first-time visitor downloads to render /sign-in: the built portal
// is served by the web edge on a free port and loaded in headless Chromium; every script is
// counted at the bytes that crossed the wire, grouped by the app it belongs to: once as a browser
// that takes only gzip gets them (the budget's figure), once as Chromium gets them (brotli).
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { ROOT } from './run.mjs';
import { startService, waitForOk } from './stack.mjs';

/**
 * The build fails when /sign-in needs more JavaScript than these, in gzip bytes over the wire until
 * the form is ready (a kB counted as 1000 bytes): `host`, the host's scripts, which every first page
 * runs whatever remote it opens (the entry, its early chunk and its boot chunk: libraries, federation
 * runtime, shared core, shell); `total`, those and the auth remote's entry and sign-in page. The
 * total grew from 162 kB to 164 kB for integrity: the auth remote's entry carries the SHA-384 of each
 * of its chunks (2 kB of hashes that do not compress); then to 165 kB for honest words and codes: the
 * API client's per-call network-failure promise with its texts in both locales, and the purposes an
 * access code is sent for (0.5 kB together); then to 165.2 kB for one home of each thing: the session
 * atom that reads local storage and follows other tabs, and the page list's rule that names each
 * page's file, from which the remotes' exposes and standalone shells derive (0.15 kB together); then
 * to 165.5 kB for codes that outlive their dialogs: the shared record of the codes sent (per purpose
 * and address, for the tab), the sign-in back arrow to the merchant's website and the wrong-password
 * notice taken down by a right retry (1.1 kB, of which the verification form, now loaded when a
 * sign-in asks for the check, gives back 0.8 kB); then to 167.5 kB, and the host's to 152 kB, for what
 * customers of card portals expect: the shared contract of the calls for card names and bulk
 * freezes, spending limits and charts, checkout details, transactions and their export, sessions and
 * devices (the contract ships whole with the first page, 1.4 kB), the network page's picture and one
 * message (0.4 kB), the dock that keeps pop-ups and the batch widget off the page's controls, the tab
 * bar's actions and the catalogues' punctuation (0.4 kB), and the transactions page's menu entry;
 * then the host's to 152.3 kB for signed-in pages that lose no event and start sooner: the API client
 * keeping where the page's data stand in the live events (X-Last-Event-Id) and the entry asking the
 * first screen's reads beside the code (0.2 kB together, the whole within the same 167.5 kB).
 */
export const BUDGETS = { host: 152_300, total: 167_500 };

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

/**
 * The scripts' bytes over the wire by app, for a browser that sends `acceptEncoding` (Chromium's
 * own when not given); checks each came in one of `encodings`.
 */
async function scriptBytes(browser, origin, { acceptEncoding, encodings }) {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  try {
    const page = await context.newPage();
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
      const received = response.headers()['content-encoding'];
      if (!encodings.includes(received))
        throw new Error(`${response.url()} was sent as ${received ?? 'plain'}, not ${encodings.join(' or ')}`);
      const { responseBodySize } = await response.request().sizes();
      const entry = byApp.get(app) ?? { files: 0, bytes: 0 };
      byApp.set(app, { files: entry.files + 1, bytes: entry.bytes + responseBodySize });
    }
    return byApp;
  } finally {
    await context.close();
  }
}

/** Returns `{ apps: [{ app, files, gzip, brotli }], total, totalBrotli }`, or null when Chromium is not installed. */
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
    const gzip = await scriptBytes(browser, origin, { acceptEncoding: 'gzip', encodings: ['gzip'] });
    // Files under a kilobyte have no .br beside them and go gzipped.
    const brotli = await scriptBytes(browser, origin, { encodings: ['br', 'gzip'] });
    const apps = [...gzip].map(([app, { files, bytes }]) => ({
      app,
      files,
      gzip: bytes,
      brotli: brotli.get(app)?.bytes ?? 0,
    }));
    const sum = (key) => apps.reduce((total, app) => total + app[key], 0);
    return { apps, total: sum('gzip'), totalBrotli: sum('brotli') };
  } finally {
    await browser.close();
    edge.kill('SIGTERM');
  }
}

/** Each budgeted figure of a report: its name, gzip bytes and budget. */
function budgetedFigures(report) {
  const host = report.apps.find(({ app }) => app === 'host')?.gzip ?? 0;
  return [
    { name: 'host', gzip: host, budget: BUDGETS.host },
    { name: 'total', gzip: report.total, budget: BUDGETS.total },
  ];
}

export function printBundleReport(report) {
  if (!report) {
    console.log(
      '\nChromium is not installed, so the sign-in bundle was not measured (the test command installs it).\n',
    );
    return;
  }
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const verdicts = new Map(
    budgetedFigures(report).map(({ name, gzip, budget }) => [
      name,
      `gzip ${gzip <= budget ? 'within' : 'OVER'} its ${kb(budget)} budget`,
    ]),
  );
  console.log('\nJavaScript downloaded to render /sign-in (measured in Chromium):');
  console.log(`  ${''.padEnd(12)} ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}`);
  for (const { app, files, gzip, brotli } of report.apps) {
    const verdict = verdicts.get(app) ?? '';
    console.log(
      `  ${app.padEnd(12)} ${kb(gzip).padStart(9)}  ${kb(brotli).padStart(9)}  ${files} files  ${verdict}`.trimEnd(),
    );
  }
  console.log(
    `  ${'total'.padEnd(12)} ${kb(report.total).padStart(9)}  ${kb(report.totalBrotli).padStart(9)}  ${''.padEnd(7)}  ${verdicts.get('total')}`,
  );
  console.log('  (brotli is what Chromium gets over https; the budgets count gzip, what every browser accepts)\n');
}

/** The budgets a report exceeds, as sentences; empty when it has none (or Chromium was missing). */
export function budgetsExceeded(report) {
  if (!report) return [];
  return budgetedFigures(report)
    .filter(({ gzip, budget }) => gzip > budget)
    .map(({ name, gzip, budget }) => `${name} ${(gzip / 1000).toFixed(1)} kB, budget ${(budget / 1000).toFixed(1)} kB`);
}
