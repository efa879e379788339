import { expect, test, type Page } from '@playwright/test';
import { failedBatch } from './failed-batch';
import { signInBrowser } from './helpers';

/** The spec's English texts (spec §2, §8): the en locale shows them verbatim, zh-CN translates them. */
const SPEC_ENGLISH = [
  'remember 30 days',
  'Please get the verification code first',
  'Network error, please retry later',
];

const pageText = (page: Page) => page.locator('body').innerText();

test('the sign-in page switches to English and back, keeps the choice over a reload, and sets <html lang>', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('记住 30 天')).toBeVisible();
  for (const english of SPEC_ENGLISH) expect(await pageText(page)).not.toContain(english);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('remember 30 days')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/network-anomaly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network error, please retry later');

  await page.goto('/sign-in');
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/network-anomaly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('网络异常，请稍后重试');
});

test('a reader of Chinese fetches no English texts; a reader of English gets them before the first frame', async ({
  page,
}) => {
  const englishScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/english\.[0-9a-f]+\.js$/.test(request.url())) englishScripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  expect(englishScripts).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The host's texts (with the shared core's) and the auth remote's: one file each.
  expect(englishScripts).toEqual([expect.stringMatching(/^\/assets\//), expect.stringMatching(/^\/remote-auth\//)]);

  // After a reload no Chinese text of the page is ever drawn, not even for a frame.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('登录')) document.documentElement.dataset.chineseDrawn = 'yes';
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-chinese-drawn', 'yes');
});

test('a signed-in customer switches from the account menu, and the pages follow, the English menu fitting a phone', async ({
  page,
  request,
}) => {
  await signInBrowser(page, request);
  await page.goto('/wallet');
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cards' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  expect(await pageText(page)).not.toMatch(/[钱卡设]/);
  // The longer English menu fits a phone: the header scrolls nothing sideways at 320 px.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }),
  ).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '卡片' })).toBeVisible();
});

test("the API's own messages come in the reader's language too", async ({ page }) => {
  // An account nobody registered: the same 2001 as a wrong password, and no lock-out shared with other tests.
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The account or password is incorrect[2001]')).toBeVisible();

  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误[2001]')).toBeVisible();
});

test("the messages the system sends come in the reader's language in the information center", async ({
  page,
  request,
}) => {
  const trxPassword = '246810';
  const account = await signInBrowser(page, request, { trxPassword });
  await failedBatch(request, account, trxPassword, 1);
  await page.goto('/information-center');
  const rows = page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
  await expect(rows.filter({ hasText: '批量开卡失败1张' })).toBeVisible();

  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  await page.reload();
  const message = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Batch card opening: 1 failed' });
  await message.getByRole('button').first().click();
  await expect(message).toContainText('Cards in the batch: 1, opened: 0, failed: 1.');
  await expect(message).toContainText('Card 1');
  expect(await pageText(page)).not.toContain('批量开卡');
});

test("a switch shows the API's data in English without a reload, and the live stream speaks English after it", async ({
  page,
  request,
}) => {
  const trxPassword = '246810';
  const account = await signInBrowser(page, request, { trxPassword });
  await failedBatch(request, account, trxPassword, 1);
  const chinese = /[\u4e00-\u9fa5]/;

  await page.goto('/wallet');
  const movements = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /^(备注|Note)$/ }) });
  await expect(movements.getByRole('cell', { name: '开卡失败退回', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(
    movements.getByRole('cell', { name: 'Refund: the card could not be opened', exact: true }),
  ).toBeVisible();
  expect(await movements.innerText()).not.toMatch(chinese);

  await page.getByRole('link', { name: /^Messages/ }).click();
  const rows = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Batch card opening: 1 failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(
    page.getByRole('list', { name: '消息列表' }).getByRole('listitem').filter({ hasText: '批量开卡失败1张' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(rows.filter({ hasText: 'Batch card opening: 1 failed' })).toBeVisible();
  // The station messages are the API's texts; announcements are the merchant's own (other tests post Chinese ones).
  const stationMessages = rows.filter({ hasNotText: 'Announcement' });
  expect((await stationMessages.allInnerTexts()).join('\n')).not.toMatch(chinese);

  // The stream opened again in English: the next message arrives in English.
  await failedBatch(request, account, trxPassword, 1);
  await expect(rows.filter({ hasText: 'Batch card opening: 1 failed' })).toHaveCount(2);
  expect((await stationMessages.allInnerTexts()).join('\n')).not.toMatch(chinese);
});
