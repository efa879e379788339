import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/storage-keys';
import { registerAccount, signInThroughApi } from '../tests/accounts';
import base from '../playwright.config';
import { mark, sized } from './figures';

// Lighthouse's accessibility score of /sign-in and /wallet (target: 100), in the same Chromium as the
// browser tests. The wallet is audited signed in: the token is stored in the browser profile first,
// and Lighthouse is told to keep storage. A signed-in page keeps its live-events stream open, so it
// never goes quiet on the network and Lighthouse waits out its load limit (45 s) there: with
// BENCH_TINY=1 the limit is 5 s.

const PORT = 9333;
const TARGET = 100;

test("Lighthouse's accessibility score of /sign-in and /wallet", async ({ request, baseURL }) => {
  const token = await signInThroughApi(request, await registerAccount(request));
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: base.use?.launchOptions?.executablePath,
    args: [...(base.use?.launchOptions?.args ?? []), `--remote-debugging-port=${PORT}`],
  });
  try {
    const { default: lighthouse } = (await import('lighthouse')) as unknown as {
      default: (
        url: string,
        flags: object,
      ) => Promise<{
        lhr: {
          finalDisplayedUrl: string;
          categories: { accessibility: { score: number } };
          audits: Record<string, { score: number | null; title: string }>;
        };
      }>;
    };
    const page = browser.pages()[0] ?? (await browser.newPage());
    const scores: Record<string, number> = {};
    for (const [route, signedIn] of [
      ['/sign-in', false],
      ['/wallet', true],
    ] as const) {
      await page.goto(`${baseURL}/sign-in`);
      await page.evaluate(
        ({ keys, value, signedIn: keep }) => {
          if (keep) {
            window.localStorage.setItem(keys.token, value);
            window.localStorage.setItem(keys.isLogin, 'true');
          } else {
            window.localStorage.removeItem(keys.token);
            window.localStorage.setItem(keys.isLogin, 'false');
          }
        },
        { keys: { token: STORAGE_KEYS.token, isLogin: STORAGE_KEYS.isLogin }, value: token, signedIn },
      );
      const { lhr } = await lighthouse(`${baseURL}${route}`, {
        port: PORT,
        onlyCategories: ['accessibility'],
        disableStorageReset: true,
        maxWaitForLoad: sized(45_000, 5_000),
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        logLevel: 'error',
      });
      // The audit is of the page asked for, not of a redirect to sign-in.
      expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(route);
      const score = Math.round(lhr.categories.accessibility.score * 100);
      scores[route] = score;
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.title);
      console.log(
        `${route.padEnd(10)} accessibility ${String(score).padStart(3)}  target ${TARGET}  ${mark(score >= TARGET)}${score >= TARGET ? '' : `: ${failing.join('; ')}`}`,
      );
    }
    expect(Object.keys(scores)).toHaveLength(2);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
