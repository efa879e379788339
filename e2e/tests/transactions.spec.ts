import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInBrowser } from './helpers';

interface Answer<T> {
  code: number;
  data: T;
}

test('every transaction in one place: filter and search, open one by its URL, export the filtered ones to a .csv', async ({
  page,
  request,
}, testInfo) => {
  const account = await signInBrowser(page, request);
  const seeded = await request.post('/api/sandbox/admin/transactions/seed', {
    data: { phone: account.phone, count: 40 },
  });
  expect(((await seeded.json()) as Answer<unknown>).code).toBe(0);
  await request.post('/api/sandbox/admin/wallet/top-up', {
    data: { phone: account.phone, currency: 'USD', amount: '300' },
  });

  await page.goto('/wallet');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '交易记录' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const table = page.getByRole('table', { name: '交易记录' });
  await expect(page.getByText('共 41 条')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('钱包');

  // Card purchases at 美团 only: the filters land in the URL, and a reload keeps them.
  await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '卡片 · 消费支出' });
  await page.getByRole('searchbox', { name: '搜索商户或金额' }).fill('美团');
  await expect(page).toHaveURL(/type=CONSUME/);
  await expect(page).toHaveURL(/q=%E7%BE%8E%E5%9B%A2/);
  await page.reload();
  const rows = table.getByRole('row');
  await expect(page.getByText('共 4 条')).toBeVisible();
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all())
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('美团');

  // A transaction's own page, by its URL.
  const filteredList = page.url();
  await rows
    .nth(1)
    .getByRole('link', { name: /交易详情/ })
    .click();
  await expect(page).toHaveURL(/\/transaction-details\?id=/);
  const summary = page.getByRole('region', { name: '交易信息' });
  await expect(summary).toContainText('美团');
  await expect(summary).toContainText('消费支出');
  const own = page.url();
  await page.goto('/wallet');
  await page.goto(own);
  await expect(summary).toContainText('美团');
  await expect(page.getByRole('region', { name: '状态记录' }).getByRole('listitem').first()).toBeVisible();
  await page.goto(filteredList);
  await expect(page.getByText('共 4 条')).toBeVisible();

  // The export takes the same filters.
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载文件' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{8}-\d{4}\.csv$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(header).toBe('时间,来源,卡号后四位,类型,状态,币种,金额,手续费,商户');
  expect(lines).toHaveLength(4);
  for (const line of lines)
    expect(line).toMatch(/^[\d: -]+,卡片,\d{4},消费支出,(已完成|处理中|失败),(USD|CNY),-\d+\.\d{2},\d+\.\d{2},美团$/);
});
