import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MERCHANT_COLOR_CODES, type MerchantColor } from '@portal/shared/contract';
import { PAGE_LIST, type PageEntry } from '@portal/shared/page-list';
import { registerAccount, signInThroughApi, type Account } from './accounts';
import { overflowFindings, seriousFindings, type Finding } from './axe';
import { storeToken } from './helpers';

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 740 },
] as const;

/** The narrowest phone the portal is laid out for: every page is checked for sideways scrolling there too. */
const NARROWEST = { name: '320', width: 320, height: 640 } as const;

test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.use({ actionTimeout: 15_000 });

async function sandbox(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object) {
  const answer = await request.fetch(path, { method, data });
  expect(((await answer.json()) as { code: number }).code, path).toBe(0);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

const setColor = (request: APIRequestContext, color: MerchantColor) =>
  sandbox(request, 'PUT', '/api/sandbox/admin/merchant', { color });

test.afterAll(async ({ request }) => {
  await setColor(request, 'MERCHANT_COLOR_BLUE');
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
  return { account, token, cardId: String(cardId), announcementId: String(announcementId) };
}

type CustomerData = Awaited<ReturnType<typeof customerWithData>>;

/** The query a page needs to show something: the customer's card or announcement, or its standalone link's. */
function pageSearch(entry: PageEntry, data: CustomerData): string {
  if (entry.path === '/card-details') return `?id=${data.cardId}`;
  if (entry.path === '/information-announcement-details') return `?id=${data.announcementId}`;
  return entry.owner === 'host' ? '' : (entry.standaloneLink?.search ?? '');
}

/** Opens a page the way a link in the portal would, with its navigation state where it needs one. */
async function openPage(page: Page, entry: PageEntry, search = '') {
  const state = entry.owner === 'host' ? undefined : entry.standaloneLink?.state;
  if (state === undefined) {
    await page.goto(`${entry.path}${search}`);
  } else {
    await page.goto('/');
    await page.evaluate(
      ({ path, usr }) => {
        window.history.pushState({ usr, key: 'axe', idx: 1 }, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { path: `${entry.path}${search}`, usr: state },
    );
  }
  await expect(page.locator('h1').first()).toBeVisible();
  // The page's data has loaded: nothing is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function publicFindings(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  account: Account,
  data: CustomerData,
) {
  const findings: Finding[] = [];
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const entry of PAGE_LIST.filter((candidate) => candidate.access !== 'signed-in') as PageEntry[]) {
    await openPage(page, entry, pageSearch(entry, data));
    findings.push(...(await seriousFindings(page, `${entry.path} @${viewport.name}`)));
    findings.push(...(await overflowFindings(page, `${entry.path} @${viewport.name}`)));
  }
  await page.goto('/sign-in');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  findings.push(...(await seriousFindings(page, `/sign-in errors @${viewport.name}`)));
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  await page.getByRole('textbox', { name: '密码' }).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await seriousFindings(page, `/sign-in dialog @${viewport.name}`)));
  await page.goto('/no-such-page');
  findings.push(...(await seriousFindings(page, `not found @${viewport.name}`)));
  await context.close();
  return findings;
}

async function signedInFindings(
  browser: Browser,
  request: APIRequestContext,
  viewport: (typeof VIEWPORTS)[number],
  data: CustomerData,
) {
  const findings: Finding[] = [];
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await storeToken(page, data.token);
  for (const entry of PAGE_LIST.filter((candidate) => candidate.access === 'signed-in') as PageEntry[]) {
    await openPage(page, entry, pageSearch(entry, data));
    findings.push(...(await seriousFindings(page, `${entry.path} @${viewport.name}`)));
    findings.push(...(await overflowFindings(page, `${entry.path} @${viewport.name}`)));
  }
  await page.goto('/wallet');
  await page.getByRole('button', { name: '账户菜单' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  findings.push(...(await seriousFindings(page, `account menu @${viewport.name}`)));
  await page.keyboard.press('Escape');
  await sandbox(request, 'POST', '/api/sandbox/admin/announcements', {
    title: '无障碍检查：弹出提醒',
    content: '<p>维护</p>',
  });
  await expect(page.getByRole('list', { name: '新消息提醒' }).getByRole('listitem').first()).toBeVisible();
  findings.push(...(await seriousFindings(page, `pop-ups @${viewport.name}`)));
  await page.goto('/information-center');
  await page
    .getByRole('button', { name: /您的卡片已开通/ })
    .first()
    .click();
  findings.push(...(await seriousFindings(page, `expanded message @${viewport.name}`)));
  await page.goto('/wallet/no-such-page');
  findings.push(...(await seriousFindings(page, `not found signed in @${viewport.name}`)));
  await context.close();
  return findings;
}

for (const color of MERCHANT_COLOR_CODES) {
  test(`every page and state has no serious axe finding in ${color}, at 1280 and 375 px`, async ({
    browser,
    request,
  }) => {
    await setColor(request, color);
    const data = await customerWithData(request);
    const findings: Finding[] = [];
    for (const viewport of VIEWPORTS) {
      findings.push(...(await publicFindings(browser, viewport, await registerAccount(request), data)));
      findings.push(...(await signedInFindings(browser, request, viewport, data)));
    }
    expect(findings).toEqual([]);
  });
}

test('no page scrolls sideways on a 320 px phone', async ({ browser, request }) => {
  const data = await customerWithData(request);
  const findings: Finding[] = [];
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ viewport: NARROWEST });
    const page = await context.newPage();
    if (signedIn) await storeToken(page, data.token);
    const pages = PAGE_LIST.filter((entry) => (entry.access === 'signed-in') === signedIn) as PageEntry[];
    for (const entry of pages) {
      await openPage(page, entry, pageSearch(entry, data));
      findings.push(...(await overflowFindings(page, `${entry.path} @320`)));
    }
    await context.close();
  }
  expect(findings).toEqual([]);
});
