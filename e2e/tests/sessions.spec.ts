import { expect, test, type Request } from '@playwright/test';
import { registerAccount, signInThroughApi } from './accounts';
import { storeToken } from './helpers';
import { BASE_URL } from '../stack';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

test('a customer signs another browser out from settings: it is signed out at once and its live stream ends', async ({
  browser,
  page,
}) => {
  const phoneContext = await browser.newContext({ baseURL: BASE_URL, userAgent: IPHONE_SAFARI });
  try {
    const account = await registerAccount(page.request);
    // Each browser signs in with its own User-Agent; the second check goes by e-mail (one SMS a minute).
    const desktopToken = await signInThroughApi(page.context().request, account);
    const phoneToken = await signInThroughApi(phoneContext.request, account, { checkBy: 'email' });

    const phone = await phoneContext.newPage();
    await storeToken(phone, phoneToken);
    // The phone's live streams still open: started and neither finished nor failed yet.
    const openStreams = new Set<Request>();
    const isStream = (request: Request) => request.url().endsWith('/api/v1/events');
    phone.on('request', (request) => isStream(request) && openStreams.add(request));
    phone.on('requestfinished', (request) => openStreams.delete(request));
    phone.on('requestfailed', (request) => openStreams.delete(request));
    await phone.goto('/wallet');
    await expect.poll(() => openStreams.size).toBe(1);

    await storeToken(page, desktopToken);
    await page.goto('/settings');
    const sessions = page.getByRole('region', { name: '登录设备' });
    await expect(sessions.getByRole('listitem').first()).toContainText('本设备');
    await sessions.getByRole('button', { name: '退出登录 Safari 17 · iOS 17.1' }).click();
    const confirm = page.getByRole('dialog', { name: '退出该设备' });
    await expect(confirm).toContainText('Safari 17 · iOS 17.1 将立即退出登录');
    await confirm.getByRole('button', { name: '确认退出' }).click();

    await expect(page.getByText('该设备已退出登录')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText('没有其他设备登录此账户')).toBeVisible();

    // The other browser, untouched by the test: its stream ends and it shows the signed-out state.
    await expect.poll(() => openStreams.size).toBe(0);
    await expect(phone).toHaveURL(/\/sign-in$/);
    await expect(phone.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    const info = await phoneContext.request.get('/api/v1/account/info', {
      headers: { Authorization: `Bearer ${phoneToken}` },
    });
    expect(await info.json()).toMatchObject({ code: 607, message: '登录状态已失效，请重新登录' });
  } finally {
    await phoneContext.close();
  }
});
