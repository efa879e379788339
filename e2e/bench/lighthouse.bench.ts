import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/storage-keys';
import { registerAccount, signInThroughApi } from '../tests/accounts';
import base from '../playwright.config';
import { TINY, mark, median, sized } from './figures';

// Lighthouse 12 on /sign-in, and on /wallet and /card signed in, with its mobile preset (a mid-range
// phone: simulated slow 4G and 4x CPU slowdown), in the same Chromium as the browser tests: the
// performance score with its largest contentful paint and total blocking time, the JavaScript that
// crossed the wire (bytes and requests) and the accessibility score, each the median of 3 cold runs
// (the browser's cache is cleared before each) beside its target. Signed-in pages are audited with
// the token stored in the browser profile first and Lighthouse told to keep storage. A signed-in
// page keeps its live-events stream open, a low-priority request that Lighthouse's wait for the
// network to go quiet leaves out, so a run ends once the page's own requests have.
// BENCH_TINY=1: one run of /wallet, with a load limit of 5 s. LIGHTHOUSE_REPORTS=<folder> keeps each run's
// whole report there (`wallet-1.json`, …): its main-thread breakdown, network requests, LCP phases.

const RUNS = sized(3, 1);
const PAGES: [route: string, signedIn: boolean][] = sized(
  [
    ['/sign-in', false],
    ['/wallet', true],
    ['/card', true],
  ],
  [['/wallet', true]],
);
/** Where each run's whole report is written, when asked. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const TARGETS = { performance: 95, lcpMs: 2500, tbtMs: 150, accessibility: 100 };

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  scriptRequests: number;
  load: number;
}

interface Lhr {
  finalDisplayedUrl: string;
  categories: { performance: { score: number }; accessibility: { score: number; auditRefs: { id: string }[] } };
  audits: Record<
    string,
    {
      score: number | null;
      title: string;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] };
    }
  >;
}

type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr }>;

async function storeSession(page: Page, origin: string, token: string, signedIn: boolean) {
  // A file of the portal's origin that runs none of its code, so no page it opens changes the session meanwhile.
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate(
    ({ keys, value, keep }) => {
      if (keep) {
        window.localStorage.setItem(keys.token, value);
        window.localStorage.setItem(keys.isLogin, 'true');
      } else {
        window.localStorage.removeItem(keys.token);
        window.localStorage.setItem(keys.isLogin, 'false');
      }
    },
    { keys: { token: STORAGE_KEYS.token, isLogin: STORAGE_KEYS.isLogin }, value: token, keep: signedIn },
  );
}

function runOf(lhr: Lhr): Run {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptBytes: scripts?.transferSize ?? 0,
    scriptRequests: scripts?.requestCount ?? 0,
    load: loadavg()[0]!,
  };
}

/** One line per judged figure, each ending with its mark, and one of what the runs downloaded. */
function report(route: string, runs: Run[]) {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  const performance = of('performance');
  const lcp = of('lcpMs');
  const tbt = of('tbtMs');
  const accessibility = of('accessibility');
  const figure = (label: string, value: string, target: string, met: boolean) =>
    console.log(`${`${route} ${label}`.padEnd(24)} ${value.padStart(8)}  target ${target.padEnd(9)} ${mark(met)}`);
  figure('performance', String(performance), `≥ ${TARGETS.performance}`, performance >= TARGETS.performance);
  figure('LCP', `${(lcp / 1000).toFixed(2)} s`, `≤ ${TARGETS.lcpMs / 1000} s`, lcp <= TARGETS.lcpMs);
  figure('TBT', `${Math.round(tbt)} ms`, `≤ ${TARGETS.tbtMs} ms`, tbt <= TARGETS.tbtMs);
  figure('accessibility', String(accessibility), `${TARGETS.accessibility}`, accessibility >= TARGETS.accessibility);
  console.log(
    `${route.padEnd(24)} JS ${(of('scriptBytes') / 1000).toFixed(1)} kB in ${of('scriptRequests')} requests; ` +
      `median of ${runs.length}, scores ${runs.map((run) => run.performance).join('/')}, load ${runs.map((run) => run.load.toFixed(1)).join('/')}`,
  );
}

function keepReport(folder: string, route: string, round: number, lhr: Lhr) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${route.replace(/\W/g, '') || 'root'}-${round + 1}.json`), JSON.stringify(lhr));
}

/**
 * One cold run of Lighthouse on `route`, after `prepare` (the session stored, the cache cleared). On a
 * busy machine Lighthouse sometimes loses its tab midway (Target closed): that run is made once more.
 */
async function audit(lighthouse: Lighthouse, port: number, url: string, prepare: () => Promise<void>): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    await prepare();
    try {
      const { lhr } = await lighthouse(url, {
        port,
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the stored session; the cache is cleared before, so every run is a first visit.
        disableStorageReset: true,
        maxWaitForLoad: sized(45_000, 5_000),
        logLevel: 'error',
      });
      return lhr;
    } catch (error) {
      if (attempt === 2) throw error;
      console.log(`${new URL(url).pathname}: Lighthouse failed (${(error as Error).message}), once more`);
    }
  }
}

test('Lighthouse mobile: performance and accessibility of /sign-in, /wallet and /card', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(TINY ? 120_000 : 15 * 60_000);
  const token = await signInThroughApi(request, await registerAccount(request));
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: base.use?.launchOptions?.executablePath,
    // A free port Chromium picks (so runs from other checkouts at once never meet), written in the profile.
    args: [...(base.use?.launchOptions?.args ?? []), '--remote-debugging-port=0'],
  });
  const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  try {
    const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    console.log(`Lighthouse mobile preset, ${RUNS} cold run(s) per page; load average now ${loadavg()[0]!.toFixed(2)}`);
    const results = new Map<string, Run[]>(PAGES.map(([route]) => [route, []]));
    // Runs interleaved across the pages, so a busy moment of the shared machine spreads over all of them.
    for (let round = 0; round < RUNS; round++) {
      for (const [route, signedIn] of PAGES) {
        const lhr = await audit(lighthouse, port, `${baseURL}${route}`, async () => {
          await storeSession(page, baseURL!, token, signedIn);
          await cdp.send('Network.clearBrowserCache');
        });
        // The audit is of the page asked for, not of a redirect to sign-in.
        expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(route);
        const failing = lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score === 0)
          .map((audit) => audit.title);
        if (failing.length > 0) console.log(`${route}: failing audits: ${failing.join('; ')}`);
        results.get(route)!.push(runOf(lhr));
        if (REPORTS) keepReport(REPORTS, route, round, lhr);
      }
    }
    for (const [route, runs] of results) report(route, runs);
    expect([...results.values()].every((runs) => runs.length === RUNS)).toBe(true);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
