import { expect, test, type APIRequestContext } from '@playwright/test';
import { nextMessage } from './accounts';
import { seriousFindings } from './axe';
import { signInBrowser } from './helpers';

const TRX_PASSWORD = '246810';

async function sandbox(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown) {
  const answer = await request.fetch(path, { method, data });
  expect(((await answer.json()) as { code: number }).code, `${method} ${path}`).toBe(0);
}

const setIssuerLatency = (request: APIRequestContext, ms: number) =>
  sandbox(request, 'PUT', '/api/sandbox/admin/issuer', { latency_ms: ms, failure_rate: 0 });

test.afterEach(async ({ request }) => {
  await setIssuerLatency(request, 500);
});

test("a new card's top-up row goes from 处理中 to 已完成 with its fee without a reload, and the reveal gives the checkout details to copy", async ({
  page,
  request,
  context,
}) => {
  const account = await signInBrowser(page, request, { checkBy: 'email', trxPassword: TRX_PASSWORD });
  await sandbox(request, 'POST', '/api/sandbox/admin/wallet/top-up', {
    phone: account.phone,
    currency: 'USD',
    amount: '200',
  });
  const profile = await request.put('/api/v1/cardholder-profile', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      name: 'Zhang San',
      id_number: '110101199003071233',
      phone_prefix: '86',
      phone: '13912345678',
      website: 'https://shop.example.com',
    },
  });
  expect(profile.ok()).toBe(true);
  // The issuer takes its time, so the card is seen 申请中 first.
  await setIssuerLatency(request, 4000);

  await page.goto('/create-card');
  await page.getByRole('radio', { name: '美元虚拟卡' }).check();
  await page.getByRole('textbox', { name: '每张卡首充金额（USD）' }).fill('100');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('交易密码').fill(TRX_PASSWORD);
  await page.getByRole('button', { name: '确认开卡' }).click();
  await expect(page).toHaveURL(/\/card-details\?id=/);
  await page.evaluate(() => sessionStorage.setItem('same-page', 'yes'));
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const summary = page.getByRole('region', { name: '卡片信息' });
  const loadRow = page.getByRole('table', { name: '卡片交易' }).getByRole('row').nth(1);
  await expect(summary).toContainText('申请中');
  // usd-standard's recharge fee: 1.5% of 100.00.
  await expect(loadRow).toContainText('处理中');
  await expect(loadRow).toContainText('+100.00 USD');
  await expect(loadRow.getByRole('cell').nth(4)).toHaveText('1.50');
  await expect(summary).toContainText('使用中');
  await expect(loadRow).toContainText('已完成');
  await expect(loadRow.getByRole('cell').nth(4)).toHaveText('1.50');
  expect(navigations).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('same-page'))).toBe('yes');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await summary.getByRole('button', { name: '查看卡号' }).click();
  const dialog = page.getByRole('dialog', { name: '查看卡号' });
  const masked = `+86 ${account.phone.slice(0, 3)}****${account.phone.slice(-4)}`;
  await expect(dialog).toContainText(`请输入发送至 ${masked} 的验证码`);
  await expect(dialog).not.toContainText(account.phone);
  const sms = await nextMessage(request, account.phone, () =>
    dialog.getByRole('button', { name: '获取验证码' }).click(),
  );
  await dialog.getByRole('textbox', { name: '验证码' }).fill(sms.code ?? '');
  await dialog.getByRole('button', { name: '查看', exact: true }).click();

  const checkout = dialog.getByRole('region', { name: '结账信息' });
  await expect(checkout).toContainText('持卡人姓名Zhang San');
  await expect(checkout).toContainText('地址行 12100 Market Street');
  await expect(checkout).toContainText('邮政编码94114');
  expect(await seriousFindings(page, 'the revealed card with its checkout details')).toEqual([]);
  await dialog.getByRole('button', { name: '复制卡号' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText('已复制卡号');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{16}$/);
  await checkout.getByRole('button', { name: '复制持卡人姓名' }).click();
  await expect(checkout.getByRole('status')).toHaveText('已复制持卡人姓名');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Zhang San');
  await checkout.getByRole('button', { name: '全部复制' }).click();
  await expect(checkout.getByRole('status')).toHaveText('已复制全部结账信息');
  const all = await page.evaluate(() => navigator.clipboard.readText());
  expect(all.split('\n')).toEqual([
    '持卡人姓名：Zhang San',
    '地址行 1：2100 Market Street',
    '地址行 2：Suite 400',
    '城市：San Francisco',
    '州/省：CA',
    '邮政编码：94114',
    '国家/地区：US',
  ]);
});
