import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HOSTILE_CONTENT_ORIGIN } from '../stack';
import { cspReports, cspViolationsSeen, watchCspViolations } from './csp-reports';
import { liveStreamOpened, signInBrowser, unreadOnBell } from './helpers';

const list = (page: Page) => page.getByRole('list', { name: '消息列表' });

/** Where a row's title text starts on screen, whatever marks (unread dot, type tag) come before it. */
const titleLeft = (row: Locator, title: string) =>
  row.getByRole('heading', { level: 2 }).evaluate((heading, text) => {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return Math.round(range.getBoundingClientRect().left);
    }
    return Number.NaN;
  }, title);

async function sandbox(request: APIRequestContext, path: string, data: unknown) {
  const answer = await request.post(path, { data });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

test('a station message and an announcement arrive live, and opening each marks it read', async ({ page, request }) => {
  const account = await signInBrowser(page, request);
  // The live stream is open once its answer has begun.
  const liveStream = liveStreamOpened(page);
  await page.goto('/information-center');
  await expect(list(page)).toBeVisible();
  await liveStream;

  await sandbox(request, '/api/sandbox/admin/messages', {
    phone: account.phone,
    title: '批量开卡结果',
    content: '<p>2 张卡开卡失败：余额不足</p>',
  });
  // Announcements reach every account: this run's has a title of its own.
  const notice = `服务升级公告 ${account.phone.slice(-4)}`;
  await sandbox(request, '/api/sandbox/admin/announcements', { title: notice, content: '<p>今晚升级</p>' });
  const message = list(page).getByRole('listitem').filter({ hasText: '批量开卡结果' });
  const announcement = list(page).getByRole('listitem').filter({ hasText: notice });
  await expect(message).toContainText('未读');
  await expect(announcement).toContainText('未读');
  // Pop-ups stay away from the information center.
  await expect(page.getByRole('list', { name: '新消息提醒' })).toHaveCount(0);

  // 全部已读 sits in the tab bar's row, at its end.
  const tabs = page.getByRole('tablist', { name: '消息类型' });
  const markAll = page.getByRole('button', { name: '全部已读' });
  const [tabsBox, markAllBox] = [await tabs.boundingBox(), await markAll.boundingBox()];
  expect(markAllBox!.y).toBeLessThan(tabsBox!.y + tabsBox!.height);
  expect(markAllBox!.y + markAllBox!.height).toBeGreaterThan(tabsBox!.y);
  expect(markAllBox!.x).toBeGreaterThan(tabsBox!.x);

  const unreadLeft = await titleLeft(message, '批量开卡结果');
  expect(await titleLeft(announcement, notice)).toBe(unreadLeft);
  const unread = await unreadOnBell(page);
  await message.getByRole('button').first().click();
  await expect(message).toContainText('2 张卡开卡失败：余额不足');
  await expect(message).not.toContainText('未读');
  // Read, the title stays where it was.
  expect(await titleLeft(message, '批量开卡结果')).toBe(unreadLeft);
  await expect.poll(() => unreadOnBell(page)).toBe(unread - 1);

  await announcement.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/information-announcement-details\?id=/);
  await expect(page.getByRole('heading', { name: notice })).toBeVisible();
  await expect.poll(() => unreadOnBell(page)).toBe(unread - 2);
});

/** The hostile content of a station message: a script, an inline handler and a javascript: link. */
const HOSTILE_HTML =
  '<p>请勿泄露验证码</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2; alert(1)">' +
  '<a href="javascript:alert(2)">点我</a>';

test('a message carrying a script shows its text and runs nothing', async ({ page, request }) => {
  // A station message to this test's own account: hostile HTML seen by no other test's pages.
  const account = await signInBrowser(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${HOSTILE_CONTENT_ORIGIN}/information-center`);
  await expect(list(page)).toBeVisible();
  await sandbox(request, '/api/sandbox/admin/messages', {
    phone: account.phone,
    title: '安全提示',
    content: HOSTILE_HTML,
  });
  const message = list(page).getByRole('listitem').filter({ hasText: '安全提示' });
  await message.getByRole('button').first().click();
  await expect(message).toContainText('请勿泄露验证码');
  await message.getByText('点我').click();
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('script:not([src])').filter({ hasText: '__hacked' }).count()).toBe(0);
  await expect(message.locator('[onerror], a[href^="javascript:"]')).toHaveCount(0);
});

test('hostile markup that got past the sanitiser would still run nothing: the CSP blocks it and reports it', async ({
  page,
  request,
}) => {
  await watchCspViolations(page);
  const signIn = `${HOSTILE_CONTENT_ORIGIN}/sign-in`;
  await page.goto(signIn);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // As a sanitiser bug would: the message's raw HTML written into the live page, and an inline
  // script element added the way a careless library would. The browser enforces the page's CSP.
  await page.evaluate((html) => {
    const content = document.createElement('div');
    content.innerHTML = html;
    document.body.append(content);
    const script = document.createElement('script');
    script.textContent = 'window.__hacked = 3';
    document.body.append(script);
  }, HOSTILE_HTML);

  // The image fails to load and its handler is refused; the script element is refused.
  const blocked = new Set(['script-src-attr inline', 'script-src-elem inline']);
  await expect.poll(async () => new Set(await cspViolationsSeen(page))).toEqual(blocked);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();

  // The policy's report-uri carries them to the API, which logs them: ops see the attempt.
  const reportedHere = async () =>
    new Set((await cspReports(request)).filter((report) => report.page === signIn).map(({ violation }) => violation));
  await expect.poll(reportedHere).toEqual(blocked);
});
