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

test('a message carrying a script shows its text and runs nothing, and the CSP blocks its handler too', async ({
  page,
  request,
}) => {
  // A station message to this test's own account: hostile HTML seen by no other test's pages.
  const account = await signInBrowser(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/information-center');
  await expect(list(page)).toBeVisible();
  await sandbox(request, '/api/sandbox/admin/messages', {
    phone: account.phone,
    title: '安全提示',
    content:
      '<p>请勿泄露验证码</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2; alert(1)">' +
      '<a href="javascript:alert(2)">点我</a>',
  });
  const message = list(page).getByRole('listitem').filter({ hasText: '安全提示' });
  await message.getByRole('button').first().click();
  await expect(message).toContainText('请勿泄露验证码');
  await message.getByText('点我').click();
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('script:not([src])').filter({ hasText: '__hacked' }).count()).toBe(0);

  // Parsing the hostile HTML (inertly, to sanitise it) meets the inline handler: the browser reports
  // it blocked by the CSP. Those reports, and only those, are this test's; it takes them off the list.
  const reports = async () =>
    (
      (await (await request.get('/api/sandbox/csp-reports')).json()) as {
        data: { directive: string; blocked: string }[];
      }
    ).data;
  await page.close(); // nothing parses the message any more
  await expect.poll(async () => (await reports()).length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 500)); // a report still on its way lands first
  expect(new Set((await reports()).map(({ directive, blocked }) => `${directive} ${blocked}`))).toEqual(
    new Set(['script-src-attr inline']),
  );
  await request.delete('/api/sandbox/csp-reports');
});
