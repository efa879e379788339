import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../tests/helpers';
import { reportTimes, sized } from './figures';
import { timeSearch, watchRows, type WatchedWindow } from './rows-painted';

// How fast the card list answers a customer with 10,000 cards, in headless Chromium against the
// real stack: from a click on a status filter to its rows painted, and from the moment a typed
// keyword is searched (the search waits for typing to pause first) to its rows painted. Each sample
// starts from a fresh page, so every answer comes from the API, not from the page's cache.

const CARDS = sized(10_000, 30);
const SAMPLES = sized(20, 1);
const TARGET_MS = 100;
const TABLE = 'table[aria-label="卡片列表"]';

async function freshList(page: Page) {
  await page.goto('/card');
  await expect(page.getByText(`共 ${CARDS} 条`)).toBeVisible();
}

async function filterClick(page: Page, label: string): Promise<number> {
  await freshList(page);
  return page.evaluate(async (label) => {
    const { rowsNow, rowsPaintedAfter } = (window as unknown as WatchedWindow).benchRows;
    const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === label);
    if (!button) throw new Error(`no filter ${label}`);
    const painted = rowsPaintedAfter(rowsNow());
    const start = performance.now();
    button.click();
    return (await painted) - start;
  }, label);
}

async function keywordSearch(page: Page, keyword: string): Promise<number> {
  await freshList(page);
  const timing = timeSearch(page);
  await page.getByRole('searchbox', { name: '卡号后四位或卡片名称' }).pressSequentially(keyword, { delay: 30 });
  return timing;
}

test(`the card list with ${CARDS} cards`, async ({ page, request }) => {
  const account = await signInBrowser(page, request);
  await watchRows(page, TABLE);
  const seeded = await request.post('/api/sandbox/admin/cards/seed', { data: { phone: account.phone, count: CARDS } });
  expect(((await seeded.json()) as { code: number }).code).toBe(0);
  await freshList(page);

  const filters: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) filters.push(await filterClick(page, i % 2 === 0 ? '冻结' : '使用中'));
  const searches: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) searches.push(await keywordSearch(page, String(i % 10) + String((i * 3) % 10)));

  console.log(`\nCard list, ${CARDS} cards, headless Chromium, medians of ${SAMPLES}:`);
  reportTimes('status filter click -> rows', filters, TARGET_MS);
  reportTimes('keyword search -> rows', searches, TARGET_MS, ' (after the 250 ms typing pause)');
});
