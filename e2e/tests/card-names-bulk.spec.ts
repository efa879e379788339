import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInBrowser } from './helpers';

interface ListedCard {
  id: string;
  last4: string;
  status: string;
}

async function apiData<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data,
  });
  const answer = (await response.json()) as { code: number; message: string; data: T };
  expect(answer, `${method} ${path}: ${answer.message}`).toMatchObject({ code: 0 });
  return answer.data;
}

test('a card is named, shown by its name on its transactions, found by it, and two cards are frozen at once', async ({
  page,
  request,
}) => {
  const account = await signInBrowser(page, request);
  await apiData(request, 'PUT', '/api/sandbox/admin/issuer', undefined, { latency_ms: 50, failure_rate: 0 });
  await apiData(request, 'POST', '/api/sandbox/admin/cards/seed', undefined, { phone: account.phone, count: 4 });
  const { list } = await apiData<{ list: ListedCard[] }>(request, 'GET', '/api/v1/card', account.token);
  const [named, other] = list.filter((card) => card.status === 'CARD_STATUS_NORMAL') as [ListedCard, ListedCard];

  // Name a card on its details page.
  await page.goto(`/card-details?id=${named.id}`);
  const nameRegion = page.getByRole('region', { name: '卡片名称' });
  await expect(nameRegion).toContainText('未命名');
  await nameRegion.getByRole('button', { name: '添加名称' }).click();
  const dialog = page.getByRole('dialog', { name: '添加名称' });
  await dialog.getByRole('textbox', { name: '卡片名称' }).fill('  出差用 Travel ✈️ ');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(nameRegion).toContainText('出差用 Travel ✈️');

  // Its purchases carry its name on the transactions page and on a transaction's own page.
  await apiData(request, 'POST', `/api/sandbox/admin/cards/${named.id}/spend`, undefined, {
    amount: '0.50',
    merchant_name: 'Coffee Lab',
  });
  await page.goto('/transactions');
  const purchase = page.getByRole('table', { name: '交易记录' }).getByRole('row').filter({ hasText: 'Coffee Lab' });
  await expect(purchase).toContainText(`•••• ${named.last4}`);
  await expect(purchase).toContainText('出差用 Travel ✈️');
  await purchase.getByRole('link', { name: /交易详情/ }).click();
  const summary = page.getByRole('region', { name: '交易信息' });
  await expect(summary).toContainText('Coffee Lab');
  await expect(summary).toContainText('出差用 Travel ✈️');

  // Find it by its name in the list's search.
  await page.goto('/card');
  const table = page.getByRole('table', { name: '卡片列表' });
  await page.getByRole('searchbox', { name: '卡号后四位或卡片名称' }).fill('travel');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('出差用 Travel ✈️');
  await expect(table.getByRole('link', { name: `出差用 Travel ✈️（尾号 ${named.last4}）`, exact: true })).toBeVisible();

  // Select two cards and freeze both in one go.
  await page.getByRole('searchbox', { name: '卡号后四位或卡片名称' }).fill('');
  await expect(table.getByRole('row')).toHaveCount(5);
  await table.getByRole('checkbox', { name: `选择卡片 ${named.last4}` }).check();
  await table.getByRole('checkbox', { name: `选择卡片 ${other.last4}` }).check();
  await page.getByRole('button', { name: '批量冻结（已选 2 张）' }).click();
  const confirm = page.getByRole('dialog', { name: '批量冻结卡片' });
  await expect(confirm).toContainText('将冻结以下 2 张卡片');
  await confirm.getByRole('button', { name: '冻结', exact: true }).click();

  const results = page.getByRole('dialog', { name: '批量冻结结果' });
  await expect(results.getByRole('status')).toHaveText('成功 2 张 · 失败 0 张 · 跳过 0 张');
  const lines = results.getByRole('list', { name: '每张卡片的结果' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: '出差用 Travel ✈️' })).toContainText('已提交冻结');
  await expect(lines.filter({ hasText: `尾号 ${other.last4}` })).toContainText('已提交冻结');
  await results.getByRole('button', { name: '完成' }).click();

  // The list follows both cards until the issuer has frozen them.
  for (const card of [named, other]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `选择卡片 ${card.last4}` }) });
    await expect(row.getByText('冻结', { exact: true })).toBeVisible();
  }
});
