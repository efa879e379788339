import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { EDGE, edgeGet, HOST_RESOLVER_ARGS, MERCHANTS, merchantUrl, pins, startNginx, stopNginx } from '../nginx-edge';
import { rawRequest, type RawAnswer } from '../raw-request';
import base from '../playwright.config';
import { ADMIN_TOKEN, BASE_URL, STACK } from '../stack';
import { STORAGE_KEYS } from '@portal/shared/storage-keys';
import { pageFrame, readPins } from './helpers';

// The production edge: nginx with the rendered config, two merchants as two host names, and the
// pins tool as ops run it. Each test leaves the pins as it found them.

const [ALPHA, BETA] = MERCHANTS;
const NEW_VERSION = '0.1.0-nginx.2';
const BROKEN_VERSION = '0.1.0-nginx.broken';

test.use({
  launchOptions: {
    ...base.use?.launchOptions,
    args: [...(base.use?.launchOptions?.args ?? []), ...HOST_RESOLVER_ARGS],
  },
});
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let stable: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stable = readPins()['remote-auth']!;
  startNginx();
  // The auth team ships a new version alone: built, published on the edge, pinned for nobody yet.
  expect(await pins('ship', 'remote-auth', NEW_VERSION)).toContain(`Published remote-auth@${NEW_VERSION}`);
});
test.afterAll(() => stopNginx());

/** The sign-in page of a merchant, and the remote-auth version it runs. */
async function authVersion(page: Page, host: string): Promise<string | null> {
  await page.goto(merchantUrl(host, '/sign-in'));
  const frame = pageFrame(page);
  await expect(frame).toHaveAttribute('data-remote', 'remote-auth');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  return frame.getAttribute('data-remote-version');
}

/**
 * The versions a fresh browser profile runs over `loads` page loads: with no storage of its own, or
 * holding the rollout number `seed` (seeds n and n+1 hold neighbouring places in every rollout).
 */
async function freshProfile(
  browser: Browser,
  host: string,
  { loads = 1, seed }: { loads?: number; seed?: number } = {},
): Promise<(string | null)[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (seed !== undefined) {
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: STORAGE_KEYS.rolloutSeed,
        value: String(seed),
      });
    }
    const versions = [];
    for (let load = 0; load < loads; load += 1) versions.push(await authVersion(page, host));
    return versions;
  } finally {
    await context.close();
  }
}

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('nginx serves each merchant its own pins; set and rollback switch one merchant only', async ({ page }) => {
  const document = await edgeGet(ALPHA, '/sign-in');
  expect(document.headers.server).toMatch(/^nginx/);
  expect(document.headers['cache-control']).toBe('no-cache');

  expect(await authVersion(page, ALPHA)).toBe(stable);
  expect(await authVersion(page, BETA)).toBe(stable);

  expect(await pins('set', ALPHA, `remote-auth@${NEW_VERSION}`)).toContain(
    `${ALPHA}: remote-auth ${stable} -> ${NEW_VERSION} (a new file, copied from default.json)`,
  );
  expect(await authVersion(page, ALPHA)).toBe(NEW_VERSION);
  expect(await authVersion(page, BETA)).toBe(stable);

  expect(await pins('rollback', ALPHA, 'remote-auth')).toContain(`${ALPHA}: remote-auth ${NEW_VERSION} -> ${stable}`);
  expect(await authVersion(page, ALPHA)).toBe(stable);
  expect(await pins('history', ALPHA)).toMatch(
    new RegExp(`ops +remote-auth +${literally(NEW_VERSION)} +${literally(stable)} +rollback`),
  );
});

test('a version published on another origin loads there, allowed by that merchant’s CSP alone', async ({ page }) => {
  // The Node edge is the other origin here: it serves the same published folders, to any origin.
  const otherOrigin = BASE_URL;
  const folder = `${otherOrigin}/remote-auth/${NEW_VERSION}/`;
  expect(await pins('set', BETA, `remote-auth@${folder}`)).toContain('changed: reloaded nginx');
  // `nginx -s reload` only signals: the new workers answer a moment later.
  await expect
    .poll(async () => (await edgeGet(BETA, '/sign-in')).headers['content-security-policy'])
    .toContain(`script-src 'self' ${otherOrigin};`);
  const alphaPolicy = (await edgeGet(ALPHA, '/sign-in')).headers['content-security-policy'];
  expect(alphaPolicy).toContain("script-src 'self';");

  const entry = page.waitForResponse(`${folder}remoteEntry.js`);
  expect(await authVersion(page, BETA)).toBe(NEW_VERSION);
  expect((await entry).status()).toBe(200);

  await pins('rollback', BETA, 'remote-auth');
  expect(await authVersion(page, BETA)).toBe(stable);
});

test('a canary at 50% runs in half the browsers, and each keeps its version', async ({ browser }) => {
  await pins('canary', ALPHA, `remote-auth@${NEW_VERSION}`, '--percent', '50');
  // Rollout numbers 50 apart hold places 50 apart: one browser is in the half, the other not.
  const seen: string[] = [];
  for (const seed of [0, 50]) {
    const [first, again] = await freshProfile(browser, ALPHA, { loads: 2, seed });
    // Sticky: the same browser keeps its version when it comes back.
    expect(again).toBe(first);
    seen.push(first!);
  }
  expect(new Set(seen)).toEqual(new Set([stable, NEW_VERSION]));
  // A browser that has no rollout number yet draws one and keeps it.
  for (let profile = 0; profile < 2; profile += 1) {
    const [first, again] = await freshProfile(browser, ALPHA, { loads: 2 });
    expect([stable, NEW_VERSION]).toContain(first);
    expect(again).toBe(first);
  }
  // The other merchant is not in the rollout.
  const [other] = await freshProfile(browser, BETA);
  expect(other).toBe(stable);

  expect(await pins('promote', ALPHA, 'remote-auth')).toContain(`-> ${NEW_VERSION}`);
  expect(await freshProfile(browser, ALPHA)).toEqual([NEW_VERSION]);
  await pins('set', ALPHA, `remote-auth@${stable}`);
});

test('a canary that fails to load falls back to stable in the browser, and pins watch takes it away', async ({
  browser,
}) => {
  // A published version whose container throws as it runs: its manifest passes the pins tool's checks.
  const broken = path.join(STACK.dist, 'remote-auth', BROKEN_VERSION);
  cpSync(path.join(STACK.dist, 'remote-auth', NEW_VERSION), broken, { recursive: true });
  writeFileSync(path.join(broken, 'remoteEntry.js'), "throw new Error('a broken build');\n");
  rmSync(path.join(broken, 'remoteEntry.js.gz'));
  await pins('canary', BETA, `remote-auth@${BROKEN_VERSION}`, '--percent', '99');

  // Six neighbouring places: at most one of them (99) is outside a 99% canary.
  for (let seed = 0; seed < 6; seed += 1) {
    // Every customer gets a working sign-in page: the canary's failure is not theirs to see.
    expect(await freshProfile(browser, BETA, { seed })).toEqual([stable]);
  }
  const loads = async () => {
    const response = await edgeGet(BETA, `/api/admin/remote-loads?merchant=${BETA}&remote=remote-auth`, {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    const { data } = JSON.parse(response.body) as { data: { version: string; load_failed: number }[] };
    return data.find((row) => row.version === BROKEN_VERSION)?.load_failed ?? 0;
  };
  // Beacons arrive on their own time.
  await expect.poll(loads).toBeGreaterThanOrEqual(5);

  const watched = await pins('watch', '--once', '--api', `http://127.0.0.1:${STACK.nginxPort}`, '--min-views', '5');
  expect(watched).toMatch(
    new RegExp(
      `${BETA}: remote-auth canary ${BROKEN_VERSION} at 99%: canary ${BROKEN_VERSION}: (\\d+) of \\1 page views failed \\(100%: 0 on render, \\1 to load\\); stable ${literally(stable)}: 0 of \\d+ \\(0%\\), in the last 30 min; 100 points above stable, over the 5-point threshold; aborted, back to ${literally(stable)}`,
    ),
  );
  expect(await pins('list', BETA)).toMatch(new RegExp(`remote-auth +${literally(stable)}\n`));
  expect(await pins('history', BETA)).toMatch(
    /pins watch \(ops\) +remote-auth .* abort +canary .*: \d+ of \d+ page views failed \(100%/,
  );
  // A new customer no longer tries the canary at all.
  const context = await browser.newContext();
  const tried: string[] = [];
  context.on('request', (request) => request.url().includes(BROKEN_VERSION) && tried.push(request.url()));
  const page = await context.newPage();
  expect(await authVersion(page, BETA)).toBe(stable);
  expect(tried).toEqual([]);
  await context.close();
});

test("the merchant's logo shows under a CSP that allows images from the portal and inline ones only", async ({
  page,
}) => {
  const branding = JSON.parse((await edgeGet(ALPHA, '/api/v1/merchant')).body) as { data: { title: string } };
  const document = await page.goto(merchantUrl(ALPHA, '/sign-in'));
  // No logo-origins.txt beside the tests' pins: the sandbox draws its logos inline.
  expect(document?.headers()['content-security-policy']).toContain("img-src 'self' data:;");
  const logo = page.getByRole('img', { name: branding.data.title }).first();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

/** Requests no browser sends, each refused by the edge itself or by the API behind the Node edge. */
const ODD_REQUESTS = [
  { name: 'a malformed escape in the path', head: 'GET /api/v1/card/%zz HTTP/1.1', status: 400 },
  { name: 'TRACE', head: 'TRACE /api/v1/card HTTP/1.1', status: 405 },
  { name: 'TRACE in English', head: 'TRACE /api/v1/card HTTP/1.1\r\nAccept-Language: en', status: 405 },
  { name: 'a 20 kB header', head: `GET /api/v1/card HTTP/1.1\r\nX-Padding: ${'x'.repeat(20_000)}`, status: 400 },
  { name: 'a malformed request line', head: 'GET /api/v1 /card HTTP/1.1', status: 400 },
];

/** What a client reads of an answer: its status, its type and its body as JSON. */
const seen = ({ status, headers, body }: RawAnswer) => ({
  status,
  contentType: headers['content-type'],
  envelope: JSON.parse(body) as unknown,
});

test('nginx refuses odd requests to /api in the envelope, as the Node edge does', async () => {
  for (const { name, head, status } of ODD_REQUESTS) {
    const request = (port: number) => `${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close`;
    const node = seen(await rawRequest(STACK.port, request(STACK.port)));
    const nginx = seen(await rawRequest(EDGE.port, request(EDGE.port)));
    const english = head.includes('Accept-Language: en');
    expect({ name, nginx }).toEqual({
      name,
      nginx: {
        status,
        contentType: 'application/json; charset=utf-8',
        envelope: { code: 1001, message: english ? 'The request is not valid' : '请求参数有误', data: null },
      },
    });
    expect({ name, node }).toEqual({ name, node: nginx });
  }
});
