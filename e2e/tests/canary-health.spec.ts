import { cpSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_LOAD_REPORT_PATH } from '@portal/shared/contract';
import { publishBrokenBuild } from '../broken-build';
import { BASE_URL, STACK } from '../stack';
import { readPins, writePins } from './helpers';
import { newCustomerSignIn, pageViews as viewsOf, pins } from './stack-ops';

// Canaries on the stack's own edge (every host name there runs default.json), judged by what
// customers' browsers report and by `pins watch` as ops run it. Each test leaves the pins as it found them.

const BROKEN_VERSION = '0.1.0-e2e.throws';
const HEALTHY_VERSION = '0.1.0-e2e.healthy';
const MERCHANT = new URL(BASE_URL).hostname;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let original: Record<string, string>;
let stable: string;
test.beforeEach(() => {
  original = readPins();
  stable = original['remote-auth']!;
});
test.afterEach(() => writePins(original));

const pageViews = (version: string) => viewsOf('remote-auth', version);

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a canary whose page throws on render falls back to stable in the browser, and pins watch aborts it', async ({
  browser,
}) => {
  publishBrokenBuild('remote-auth', BROKEN_VERSION, './SignIn');
  expect(await pins('canary', 'default', `remote-auth@${BROKEN_VERSION}`, '--percent', '99')).toContain(
    `default: remote-auth ${stable} -> ${stable} + canary ${BROKEN_VERSION} at 99%`,
  );

  // Every customer gets a working sign-in page: the canary's page failed, the stable one replaced it.
  for (let customer = 0; customer < 6; customer += 1) expect(await newCustomerSignIn(browser)).toBe(stable);
  // Beacons arrive on their own time.
  await expect.poll(async () => (await pageViews(BROKEN_VERSION)).render_failed).toBeGreaterThanOrEqual(5);

  const watched = await pins('watch', '--once', '--api', BASE_URL, '--min-views', '5');
  expect(watched).toMatch(
    new RegExp(
      `default: remote-auth canary ${literally(BROKEN_VERSION)} at 99%: canary ${literally(BROKEN_VERSION)}: (\\d+) of \\1 page views failed \\(100%: \\1 on render, 0 to load\\); stable ${literally(stable)}: 0 of \\d+ \\(0%\\), in the last 30 min; 100 points above stable, over the 5-point threshold; aborted, back to ${literally(stable)}`,
    ),
  );
  expect(readPins()['remote-auth']).toBe(stable);
  expect(await pins('history', 'default')).toMatch(
    /pins watch \(ops\) +remote-auth .* abort +canary .*: \d+ of \d+ page views failed \(100%: \d+ on render/,
  );

  // A new customer no longer tries the canary at all.
  const tried: string[] = [];
  expect(await newCustomerSignIn(browser, (url) => url.includes(BROKEN_VERSION) && tried.push(url))).toBe(stable);
  expect(tried).toEqual([]);
});

test('25 forged failure reports change nothing: pins watch keeps a healthy canary', async ({ browser }) => {
  // A healthy canary: the stable build published again under another version.
  cpSync(path.join(STACK.dist, 'remote-auth', stable), path.join(STACK.dist, 'remote-auth', HEALTHY_VERSION), {
    recursive: true,
  });
  await pins('canary', 'default', `remote-auth@${HEALTHY_VERSION}`, '--percent', '99');
  for (let customer = 0; customer < 3; customer += 1) await newCustomerSignIn(browser);
  await expect.poll(async () => (await pageViews(HEALTHY_VERSION)).views).toBeGreaterThanOrEqual(2);
  const before = await pageViews(HEALTHY_VERSION);

  // A real page view's token, as anyone can get one: good only for what that merchant pins.
  // (Node's fetch keeps no cookies: each forgery carries only the cookie it names.)
  const branding = await fetch(`${BASE_URL}/api/v1/merchant`);
  const realToken = branding.headers.get('set-cookie')!.split(';')[0]!;
  const failure = { merchant: MERCHANT, remote: 'remote-auth', version: HEALTHY_VERSION, outcome: 'render-failed' };
  const forgeries: { body: object; cookie?: string }[] = [
    ...Array.from({ length: 10 }, () => ({ body: failure })),
    ...Array.from({ length: 10 }, (_, n) => ({ body: failure, cookie: `portal_report=forged${n}.c2lnbmF0dXJl` })),
    ...Array.from({ length: 5 }, (_, n) => ({ body: { ...failure, version: `9.9.${n}` }, cookie: realToken })),
  ];
  for (const { body, cookie } of forgeries) {
    const answer = await fetch(`${BASE_URL}${REMOTE_LOAD_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
      body: JSON.stringify(body),
    });
    expect(await answer.json()).toMatchObject({ code: 0, data: { counted: false } });
  }

  expect(await pageViews(HEALTHY_VERSION)).toEqual(before);
  const watched = await pins('watch', '--once', '--api', BASE_URL, '--min-views', '1');
  expect(watched).toContain(`canary ${HEALTHY_VERSION}: 0 of ${before.views} page views failed (0%`);
  expect(watched.trim()).toMatch(/; kept$/);
  expect(readPins()['remote-auth']).toEqual({ stable, canary: HEALTHY_VERSION, percent: 99 });
});
