import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBrowser, unreadOnBell } from './helpers';

const list = (page: Page) => page.getByRole('list', { name: '消息列表' });

async function sandbox(request: APIRequestContext, path: string, data: unknown) {
  const answer = await request.post(path, { data });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

test('a station message and an announcement arrive live, and opening each marks it read', async ({ page, request }) => {
  const account = await signInBrowser(page, request);
  await page.goto('/information-center');
  await expect(list(page)).toBeVisible();

  await sandbox(request, '/api/sandbox/admin/messages', {
    phone: account.phone,
    title: '批量开卡结果',
    content: '<p>2 张卡开卡失败：余额不足</p>',
  });
  await sandbox(request, '/api/sandbox/admin/announcements', { title: '服务升级公告', content: '<p>今晚升级</p>' });
  const message = list(page).getByRole('listitem').filter({ hasText: '批量开卡结果' });
  const announcement = list(page).getByRole('listitem').filter({ hasText: '服务升级公告' });
  await expect(message).toContainText('未读');
  await expect(announcement).toContainText('未读');
  // Pop-ups stay away from the information center.
  await expect(page.getByRole('list', { name: '新消息提醒' })).toHaveCount(0);

  const unread = await unreadOnBell(page);
  await message.getByRole('button').first().click();
  await expect(message).toContainText('2 张卡开卡失败：余额不足');
  await expect(message).not.toContainText('未读');
  await expect.poll(() => unreadOnBell(page)).toBe(unread - 1);

  await announcement.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/information-announcement-details\?id=/);
  await expect(page.getByRole('heading', { name: '服务升级公告' })).toBeVisible();
  await expect.poll(() => unreadOnBell(page)).toBe(unread - 2);
});

test('an announcement carrying a script shows its text and runs nothing', async ({ page, request }) => {
  await signInBrowser(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/information-center');
  await expect(list(page)).toBeVisible();
  await sandbox(request, '/api/sandbox/admin/announcements', {
    title: '安全提示',
    content:
      '<p>请勿泄露验证码</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2; alert(1)">' +
      '<a href="javascript:alert(2)">点我</a>',
  });
  await list(page).getByRole('listitem').filter({ hasText: '安全提示' }).getByRole('link').first().click();
  await expect(page.getByText('请勿泄露验证码')).toBeVisible();
  await page.getByText('点我').click();
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('script:not([src])').filter({ hasText: '__hacked' }).count()).toBe(0);
});
