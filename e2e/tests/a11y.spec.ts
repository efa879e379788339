import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_MERCHANT_COLOR, MERCHANT_COLOR_CODES, type MerchantColor } from '@portal/shared/contract';
import { PAGE_LIST, type PageEntry } from '@portal/shared/page-list';
import { registerAccount, signInThroughApi } from './accounts';
import { COLOUR_RULES, overflowFindings, seriousFindings, type Finding } from './axe';
import { storeToken } from './helpers';
import { merchantColourPairs, merchantColours } from './themed-colours';

/** The narrowest phone the portal is laid out for: every page is checked for sideways scrolling there too. */
const NARROWEST = { name: '320', width: 320, height: 640 } as const;

/**
 * The widths of the full axe walks. The phone's also measures each page and state at the narrowest
 * width, without loading it again: the portal's layout follows the width through CSS alone.
 */
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800, narrower: undefined },
  { name: '375', width: 375, height: 740, narrower: NARROWEST },
] as const;

test.use({ actionTimeout: 15_000 });

async function sandbox(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object) {
  const answer = await request.fetch(path, { method, data });
  expect(((await answer.json()) as { code: number }).code, path).toBe(0);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

const setColor = (request: APIRequestContext, color: MerchantColor) =>
  sandbox(request, 'PUT', '/api/sandbox/admin/merchant', { color });

test.afterAll(async ({ request }) => {
  await setColor(request, DEFAULT_MERCHANT_COLOR);
});

/** What a signed-in customer's pages need to show something: cards, a top-up, messages. */
async function customerWithData(request: APIRequestContext) {
  const account = await registerAccount(request, { trxPassword: '135790' });
  await sandbox(request, 'POST', '/api/sandbox/admin/wallet/top-up', {
    phone: account.phone,
    currency: 'USD',
    amount: '500.00',
  });
  await sandbox(request, 'POST', '/api/sandbox/admin/cards/seed', { phone: account.phone, count: 3 });
  await sandbox(request, 'POST', '/api/sandbox/admin/messages', {
    phone: account.phone,
    title: '您的卡片已开通',
    content: '<p>卡片已开通，可以使用了。</p>',
  });
  const { id: announcementId } = await sandbox(request, 'POST', '/api/sandbox/admin/announcements', {
    title: '无障碍检查：升级公告',
    content: '<h2>升级内容</h2><p>今晚 22:00 升级，<a href="https://example.com">详情</a>。</p>',
  });
  const token = await signInThroughApi(request, account);
  const cards = await request.get('/api/v1/card?page=1&page_size=10', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const cardId = ((await cards.json()) as { data: { list: { id: string }[] } }).data.list[0]?.id;
  expect(cardId).toBeTruthy();
  const transactions = await request.get('/api/v1/transactions?page=1&page_size=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const transactionId = ((await transactions.json()) as { data: { list: { id: string }[] } }).data.list[0]?.id;
  expect(transactionId).toBeTruthy();
  return {
    account,
    token,
    cardId: String(cardId),
    announcementId: String(announcementId),
    transactionId: String(transactionId),
  };
}

type CustomerData = Awaited<ReturnType<typeof customerWithData>>;

/** The query a page needs to show something: the customer's card, transaction or announcement, or its standalone link's. */
function pageSearch(entry: PageEntry, data: CustomerData): string {
  if (entry.path === '/card-details') return `?id=${data.cardId}`;
  if (entry.path === '/transaction-details') return `?id=${data.transactionId}`;
  if (entry.path === '/information-announcement-details') return `?id=${data.announcementId}`;
  return entry.owner === 'host' ? '' : (entry.standaloneLink?.search ?? '');
}

/**
 * Opens a page the way a link in the portal does: the first page of a tab loads the portal, the
 * next ones are reached through its router, with their navigation state where they need one.
 */
async function openPage(page: Page, path: string, state?: unknown) {
  if (page.url() === 'about:blank') {
    await page.goto('/');
    // The portal has taken the visitor from / to their first page: that redirect cannot undo the link.
    await expect(page).not.toHaveURL(/:\d+\/$/);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await page.evaluate(
    ({ target, usr }) => {
      window.history.pushState({ usr, key: 'axe', idx: 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { target: path, usr: state },
  );
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // The page's data has loaded: nothing is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const openEntry = (page: Page, entry: PageEntry, data: CustomerData) =>
  openPage(
    page,
    `${entry.path}${pageSearch(entry, data)}`,
    entry.owner === 'host' ? undefined : entry.standaloneLink?.state,
  );

/** The sideways scrolling of the page as it is, measured at `narrower` (and the page put back to its width). */
async function overflowFindingsAt(page: Page, narrower: typeof NARROWEST, where: string): Promise<Finding[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize(narrower);
  const findings = await overflowFindings(page, `${where} @${narrower.name}`);
  if (viewport) await page.setViewportSize(viewport);
  return findings;
}

/** What is checked in each page and state a walk reaches: it answers the findings there. */
type Check = (page: Page, where: string) => Promise<Finding[]>;

/** Every page a signed-out visitor reaches, and the sign-in page's errors and device check. */
async function walkSignedOut(page: Page, request: APIRequestContext, data: CustomerData, check: Check) {
  const findings: Finding[] = [];
  for (const entry of PAGE_LIST.filter((candidate) => candidate.access !== 'signed-in') as PageEntry[]) {
    await openEntry(page, entry, data);
    findings.push(...(await check(page, entry.path)));
  }
  const account = await registerAccount(request);
  await openPage(page, '/sign-in');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  findings.push(...(await check(page, '/sign-in errors')));
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  await page.getByRole('textbox', { name: '密码' }).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await check(page, '/sign-in dialog')));
  await page.goto('/no-such-page');
  // The portal has loaded and shows the not-found page (and has named the tab after it).
  await expect(page.locator('h1').first()).toBeVisible();
  findings.push(...(await check(page, 'not found')));
  return findings;
}

/** Every page a signed-in customer reaches, and the account menu, pop-ups and an opened message. */
async function walkSignedIn(page: Page, request: APIRequestContext, data: CustomerData, check: Check) {
  const findings: Finding[] = [];
  await storeToken(page, data.token);
  for (const entry of PAGE_LIST.filter((candidate) => candidate.access === 'signed-in') as PageEntry[]) {
    await openEntry(page, entry, data);
    findings.push(...(await check(page, entry.path)));
  }
  await openPage(page, '/wallet');
  await page.getByRole('button', { name: '账户菜单' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  findings.push(...(await check(page, 'account menu')));
  await page.keyboard.press('Escape');
  await sandbox(request, 'POST', '/api/sandbox/admin/announcements', {
    title: '无障碍检查：弹出提醒',
    content: '<p>维护</p>',
  });
  await expect(page.getByRole('list', { name: '新消息提醒' }).getByRole('listitem').first()).toBeVisible();
  findings.push(...(await check(page, 'pop-ups')));
  await openPage(page, '/information-center');
  await page
    .getByRole('button', { name: /您的卡片已开通/ })
    .first()
    .click();
  findings.push(...(await check(page, 'expanded message')));
  await openPage(page, '/card');
  await page
    .getByRole('checkbox', { name: /^选择卡片 \d/ })
    .first()
    .check();
  await page.getByRole('button', { name: /^批量冻结/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await check(page, 'bulk freeze confirmation')));
  await page.keyboard.press('Escape');
  await openPage(page, '/wallet/no-such-page');
  findings.push(...(await check(page, 'not found signed in')));
  return findings;
}

/** Walks the signed-out and the signed-in portal, each in a browser of its own at `viewport`. */
async function walkPortal(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
  data: CustomerData,
  check: Check,
) {
  const findings: Finding[] = [];
  for (const walk of [walkSignedOut, walkSignedIn]) {
    const context = await browser.newContext({ viewport });
    findings.push(...(await walk(await context.newPage(), request, data, check)));
    await context.close();
  }
  return findings;
}

// The merchant's colour is the stack's: the tests of this file take turns.
test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  const widths = [viewport, ...(viewport.narrower ? [viewport.narrower] : [])].map(({ name }) => name).join(' and ');
  test(`every page and state has no serious axe finding at ${viewport.name} px, in the default colour, and scrolls no page sideways at ${widths} px`, async ({
    browser,
    request,
  }) => {
    await setColor(request, DEFAULT_MERCHANT_COLOR);
    const data = await customerWithData(request);
    const findings = await walkPortal(browser, request, viewport, data, async (page, where) => [
      ...(await seriousFindings(page, `${where} @${viewport.name}`)),
      ...(await overflowFindings(page, `${where} @${viewport.name}`)),
      ...(viewport.narrower ? await overflowFindingsAt(page, viewport.narrower, where) : []),
    ]);
    expect(findings).toEqual([]);
  });
}

/**
 * In each other colour, axe's colour rules check every page and state that paints a pair of colours
 * (text on its background, a border or fill on what is behind it) with that merchant's colours which
 * no page checked before showed: the markup is the default colour's, which every rule has checked.
 * The contrast of every pair the theme derives is proved for every colour by the theme's own test;
 * this finds a page that paints the merchant's colours some other way.
 */
for (const color of MERCHANT_COLOR_CODES.filter((code) => code !== DEFAULT_MERCHANT_COLOR)) {
  test(`every page that paints its own pair of merchant colours has no serious finding of axe's colour rules in ${color}`, async ({
    browser,
    request,
  }) => {
    await setColor(request, color);
    const data = await customerWithData(request);
    const colours = merchantColours(color);
    const pairsChecked = new Set<string>();
    const checked: string[] = [];
    const findings = await walkPortal(browser, request, VIEWPORTS[0], data, async (page, where) => {
      const fresh = (await merchantColourPairs(page, colours)).filter((pair) => !pairsChecked.has(pair));
      if (fresh.length === 0) return [];
      fresh.forEach((pair) => pairsChecked.add(pair));
      checked.push(where);
      return seriousFindings(page, `${where} in ${color}`, COLOUR_RULES);
    });
    test.info().annotations.push({ type: 'checked', description: checked.join(', ') });
    // The walk found the merchant's colours where the portal paints them: the sign-in page's button at least.
    expect(checked).toContain('/sign-in');
    expect(findings).toEqual([]);
  });
}
