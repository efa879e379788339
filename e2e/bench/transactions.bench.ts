import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../tests/helpers';
import { reportTimes, sized } from './figures';
import { timeSearch, watchRows, type WatchedWindow } from './rows-painted';

// How fast the transactions page answers a customer with 100,000 transactions, in headless Chromium
// against the real stack: from a change of a filter (status, type, card, currency, a date) to its
// rows painted, and from the moment a typed search is sent (after the typing pause) to its rows
// painted. Each sample starts from a fresh page, so every answer comes from the API, not the cache.

// BENCH_TRANSACTIONS and BENCH_SAMPLES set the data and the rounds (BENCH_TINY=1: a few of each).
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? sized(100_000, 200));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? sized(20, 1));
const TARGET_MS = 150;
const TABLE = 'table[aria-label="交易记录"]';

async function freshList(page: Page) {
  await page.goto('/transactions');
  await expect(page.getByText(`共 ${TRANSACTIONS} 条`)).toBeVisible();
}

/** Picks `value` in the select labelled `label`, as a click on an option does, and times the rows painted. */
async function filterChange(page: Page, label: string, value: string): Promise<number> {
  await freshList(page);
  const select = page.getByLabel(label, { exact: true });
  // The option is there: the account filter lists the cards once they are loaded.
  await expect(select.locator(`option[value="${value}"]`)).toBeAttached();
  const id = await select.getAttribute('id');
  return page.evaluate(
    async ({ id, value }) => {
      const { rowsNow, rowsPaintedAfter } = (window as unknown as WatchedWindow).benchRows;
      const select = document.getElementById(id!) as HTMLSelectElement;
      const painted = rowsPaintedAfter(rowsNow());
      const start = performance.now();
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return (await painted) - start;
    },
    { id, value },
  );
}

async function search(page: Page, keyword: string): Promise<number> {
  await freshList(page);
  const timing = timeSearch(page);
  await page.getByRole('searchbox', { name: '搜索商户或金额' }).pressSequentially(keyword, { delay: 30 });
  return timing;
}

test(`the transactions page with ${TRANSACTIONS} transactions`, async ({ page, request }) => {
  const account = await signInBrowser(page, request);
  await watchRows(page, TABLE);
  const seeded = await request.post('/api/sandbox/admin/transactions/seed', {
    data: { phone: account.phone, count: TRANSACTIONS },
    timeout: 120_000,
  });
  expect(((await seeded.json()) as { code: number }).code).toBe(0);
  await freshList(page);
  const cardIdsOffered = () =>
    page
      .getByLabel('账户', { exact: true })
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((v) => v.length > 10),
      );
  await expect.poll(async () => (await cardIdsOffered()).length).toBeGreaterThan(0);
  const cardIds = await cardIdsOffered();

  const measure = async (run: (i: number) => Promise<number>) => {
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) samples.push(await run(i));
    return samples;
  };
  const statuses = await measure((i) =>
    filterChange(page, '状态', i % 2 ? 'CARD_TRANSACTION_STATUS_FAIL' : 'CARD_TRANSACTION_STATUS_PENDING'),
  );
  const types = await measure(() => filterChange(page, '类型', 'REFUND'));
  const cards = await measure((i) => filterChange(page, '账户', cardIds[i % cardIds.length]!));
  const currencies = await measure((i) => filterChange(page, '币种', i % 2 ? 'CNY' : 'USD'));
  const merchants = await measure((i) => search(page, ['美团', 'Amazon', 'Netflix', '京东'][i % 4]!));
  const amounts = await measure((i) => search(page, String(100 + i * 7)));

  console.log(`\nTransactions page, ${TRANSACTIONS} transactions, headless Chromium, medians of ${SAMPLES}:`);
  reportTimes('status filter -> rows painted', statuses, TARGET_MS);
  reportTimes('type filter -> rows painted', types, TARGET_MS);
  reportTimes('card filter -> rows painted', cards, TARGET_MS);
  reportTimes('currency filter -> rows painted', currencies, TARGET_MS);
  reportTimes('merchant search -> rows painted', merchants, TARGET_MS, ' (after the 250 ms typing pause)');
  reportTimes('amount search -> rows painted', amounts, TARGET_MS, ' (after the 250 ms typing pause)');
});
