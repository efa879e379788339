import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { nextMessage, registerAccount } from './accounts';
import { signInBrowser } from './helpers';

// Every step here is a key press: no click, no fill.

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; never clicks it. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function announce(request: APIRequestContext, title: string) {
  const answer = await request.post('/api/sandbox/admin/announcements', {
    data: { title, content: `<p>${title}</p>` },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

test('a customer signs in through the verification dialog, then signs out, with the keyboard alone', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(account.phone);
  await tabTo(page, page.getByRole('textbox', { name: '密码' }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: '登录验证' });
  // The form loads with the dialog.
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: '获取验证码' }));
  const sms = await nextMessage(request, account.phone, () => page.keyboard.press('Enter'));
  // The button turns into a countdown: the caret waits in the code field.
  await expect(dialog.getByRole('textbox', { name: '验证码' })).toBeFocused();
  await page.keyboard.type(sms.code ?? '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wallet$/);
  // Reading starts at the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: '钱包' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: '账户菜单' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a message is opened, and the pop-ups closed one and all, with the keyboard alone', async ({ page, request }) => {
  const account = await signInBrowser(page, request);
  await request.post('/api/sandbox/admin/messages', {
    data: { phone: account.phone, title: '卡片已开通', content: '<p>可以使用了</p>' },
  });
  await page.goto('/information-center');
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /卡片已开通/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '卡片已开通' })).toContainText('可以使用了');

  await tabTo(page, page.getByRole('link', { name: '钱包' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '钱包' })).toBeFocused();
  for (const title of ['第一条公告', '第二条公告', '第三条公告']) await announce(request, title);
  const notices = page.getByRole('list', { name: '新消息提醒' }).getByRole('listitem');
  await expect(page.getByRole('button', { name: '还有 2 条提醒' })).toBeVisible();

  await tabTo(page, notices.first().getByRole('button', { name: /第三条公告/ }));
  await page.keyboard.press('Escape');
  await expect(notices.first().getByRole('button', { name: /第二条公告/ })).toBeFocused();
  await expect(page.getByRole('button', { name: '还有 1 条提醒' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '全部关闭' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: '新消息提醒' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '钱包' })).toBeFocused();
});
