import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { DEFAULT_MERCHANT_COLOR, type MerchantColor } from '@portal/shared/contract';
import { seriousFindings } from './axe';
import { signInBrowser } from './helpers';

interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) {
  const answer = (await (await request.fetch(path, { method, data })).json()) as Answer<T>;
  expect(answer, `${method} ${path}: ${answer.message}`).toMatchObject({ code: 0 });
  return answer.data;
}

const setColor = (request: APIRequestContext, color: MerchantColor) =>
  call(request, 'PUT', '/api/sandbox/admin/merchant', { color });

/** A string only the chart library's code holds (the class of @visx/shape's bars). */
const CHART_LIBRARY = 'visx-bar';

interface Scripts {
  bodies: Map<string, Promise<string>>;
  stop: () => void;
}

/** The scripts a page downloads from now on until they are read (`scriptsHolding`), with their text. */
function scriptsOf(page: Page): Scripts {
  const bodies = new Map<string, Promise<string>>();
  const collect = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script of the page left behind, still arriving as the next page opens, has no body to read.
    bodies.set(
      response.url(),
      response.text().catch(() => ''),
    );
  };
  page.on('response', collect);
  return { bodies, stop: () => page.off('response', collect) };
}

async function scriptsHolding({ bodies, stop }: Scripts, text: string): Promise<string[]> {
  stop();
  const held = await Promise.all([...bodies].map(async ([url, body]) => ((await body).includes(text) ? url : null)));
  return held.filter((url): url is string => url !== null);
}

test.afterAll(async ({ request }) => {
  await setColor(request, DEFAULT_MERCHANT_COLOR);
});

test('the wallet shows spending by month and by card, as charts and as tables, live, in blue and in orange', async ({
  page,
  request,
}) => {
  const account = await signInBrowser(page, request);
  // Seeded cards hold 0.00, 1.00, 2.00 … in turn, USD and CNY alternately, every fourth frozen.
  await call(request, 'POST', '/api/sandbox/admin/cards/seed', { phone: account.phone, count: 14 });
  const cards = await (
    await request.get('/api/v1/card?page=1&page_size=100', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  const spendable = (
    cards as Answer<{ list: { id: string; currency: string; status: string; balance: string }[] }>
  ).data.list
    .filter((card) => card.currency === 'USD' && card.status === 'CARD_STATUS_NORMAL' && card.balance !== '0.00')
    .sort((a, b) => Number(a.balance) - Number(b.balance));
  expect(spendable).toHaveLength(6);
  for (const [index, card] of spendable.entries()) {
    await call(request, 'POST', `/api/sandbox/admin/cards/${card.id}/spend`, {
      amount: `${index + 1}.25`,
      merchant_name: 'Amazon',
    });
  }

  // Another page of the same remote never downloads the chart library.
  const elsewhere = scriptsOf(page);
  await page.goto('/card');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await scriptsHolding(elsewhere, CHART_LIBRARY)).toEqual([]);

  const onWallet = scriptsOf(page);
  await page.goto('/wallet');
  const spending = page.getByRole('region', { name: '消费概况' });
  await expect(
    spending.getByRole('img', { name: /^每月消费柱状图（USD），最高为 \d{4}年\d{1,2}月：22\.50 USD$/ }),
  ).toBeVisible();
  await expect(
    spending.getByRole('img', { name: /^各卡片消费条形图（USD），最多为 尾号 \d{4}：6\.25 USD$/ }),
  ).toBeVisible();
  await expect(spending).toContainText('合计 22.50 USD');
  // The library came in one script of the cards remote, loaded for the charts alone.
  const library = await scriptsHolding(onWallet, CHART_LIBRARY);
  expect(library).toHaveLength(1);
  expect(library[0]).toMatch(/\/remote-cards\/[^/]+\/assets\/[^/]+\.js$/);
  expect(await seriousFindings(page, '/wallet charts')).toEqual([]);

  await spending.getByRole('button', { name: '以表格查看' }).click();
  const byMonth = spending.getByRole('table', { name: '每月消费（USD）' });
  await expect(byMonth.getByRole('row')).toHaveCount(13);
  await expect(byMonth.getByRole('row').last()).toContainText('22.50');
  const byCard = spending.getByRole('table', { name: '消费最多的卡片（USD）' });
  await expect(byCard.getByRole('row')).toHaveCount(7);
  await expect(byCard.getByRole('row').nth(1)).toContainText('6.25');
  await expect(byCard.getByRole('row').last()).toContainText('其他 1 张卡片1.25');
  expect(await seriousFindings(page, '/wallet tables')).toEqual([]);

  // A purchase settles while the customer stays on the page: the tables follow it without a reload.
  await call(request, 'POST', `/api/sandbox/admin/cards/${spendable.at(-1)!.id}/spend`, {
    amount: '0.50',
    merchant_name: 'Amazon',
  });
  await expect(byMonth.getByRole('row').last()).toContainText('23.00');
  await expect(byCard.getByRole('row').nth(1)).toContainText('6.75');

  await setColor(request, 'MERCHANT_COLOR_ORANGE');
  await page.reload();
  await expect(spending.getByRole('img')).toHaveCount(2);
  expect(await seriousFindings(page, '/wallet charts, orange')).toEqual([]);
  await spending.getByRole('button', { name: '以表格查看' }).click();
  await expect(spending.getByRole('table')).toHaveCount(2);
  expect(await seriousFindings(page, '/wallet tables, orange')).toEqual([]);
});
