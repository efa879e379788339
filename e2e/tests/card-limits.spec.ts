import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInBrowser } from './helpers';

const TRX_PASSWORD = '246810';

interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  data?: unknown,
) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (token && path === '/api/v1/card') {
    // Opening a card takes an Idempotency-Key and the transaction password's ticket, as the portal sends them.
    headers['Idempotency-Key'] = randomUUID();
    const checked = await request.post('/api/v1/account/trx-password/check', {
      headers,
      data: { trx_password: TRX_PASSWORD },
    });
    headers['X-Operation-Ticket'] = ((await checked.json()) as Answer<{ ticket: string }>).data.ticket;
  }
  const answer = (await (await request.fetch(path, { method, headers, data })).json()) as Answer<T>;
  expect(answer, `${method} ${path}: ${answer.message}`).toMatchObject({ code: 0 });
  return answer.data;
}

/** A purchase at a merchant, as the card issuer's sandbox simulates it. */
const spend = (request: APIRequestContext, cardId: string, amount: string) =>
  call<{ status: string; reason: string | null }>(
    request,
    'POST',
    `/api/sandbox/admin/cards/${cardId}/spend`,
    undefined,
    {
      amount,
      merchant_name: 'Limit Shop',
    },
  );

test('a daily limit set on card details declines the purchase that would pass it and shows what is left', async ({
  page,
  request,
}) => {
  const account = await signInBrowser(page, request, { checkBy: 'email', trxPassword: TRX_PASSWORD });
  await call(request, 'POST', '/api/sandbox/admin/wallet/top-up', undefined, {
    phone: account.phone,
    currency: 'USD',
    amount: '200',
  });
  const card = await call<{ id: string }>(request, 'POST', '/api/v1/card', account.token, {
    product_id: 'usd-standard',
    amount: '100.00',
  });
  await expect
    .poll(async () => (await call<{ status: string }>(request, 'GET', `/api/v1/card/${card.id}`, account.token)).status)
    .toBe('CARD_STATUS_NORMAL');

  await page.goto(`/card-details?id=${card.id}`);
  const limits = page.getByRole('region', { name: '消费限额' });
  await limits.getByRole('button', { name: '设置限额' }).click();
  const form = limits.getByRole('form', { name: '设置消费限额' });
  await form.getByRole('textbox', { name: '每日限额（USD）' }).fill('40');
  await form.getByRole('button', { name: '保存限额' }).click();
  await expect(page.getByText('消费限额已保存')).toBeVisible();
  await expect(limits).toContainText('每日限额40.00 USD');
  await expect(limits).toContainText('今日剩余40.00 USD');

  expect(await spend(request, card.id, '30.00')).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
  expect(await spend(request, card.id, '10.01')).toMatchObject({
    status: 'CARD_TRANSACTION_STATUS_FAIL',
    reason: '超过每日消费限额',
  });

  await page.reload();
  await expect(limits).toContainText('今日剩余10.00 USD已用 30.00 USD');
  const declined = page.getByRole('table', { name: '卡片交易' }).getByRole('row').nth(1);
  await expect(declined).toContainText('失败');
  await expect(declined).toContainText('-10.01 USD');
  await expect(declined).toContainText('超过每日消费限额');
});
