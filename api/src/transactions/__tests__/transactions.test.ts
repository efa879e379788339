import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { FIRST_CHUNK_CURSOR } from '../../export/export-plan';
import { countTransactions, readTransactionChunk } from '../feed-query';
import { feedCards, feedCustomer, nameCard, seedTransactions, type FeedCard } from './seed';

let api: TestApi;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let cards: FeedCard[];
let ids: string[];
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 1, 12);

beforeAll(async () => {
  api = await startTestApi();
  alice = await feedCustomer(api.database);
  bob = await feedCustomer(api.database);
  cards = await feedCards(api.database, alice.id, 2);
  const [usd, cny] = cards as [FeedCard, FeedCard];
  ids = await seedTransactions(api.database, alice.id, [
    { source: 'WALLET', type: 'ADMIN_RECHARGE_IN', amount: 50_000, at: START },
    { source: 'WALLET', type: 'TRANSFER_OUT_TO_CARD', amount: -10_150, fee: 150, cardId: usd.id, at: START + DAY },
    { source: 'CARD', type: 'TRANSFER_IN', amount: 10_000, cardId: usd.id, at: START + DAY },
    { source: 'CARD', type: 'CONSUME', amount: 1_250, cardId: usd.id, merchant: 'Amazon 50%_off', at: START + 2 * DAY },
    {
      source: 'CARD',
      type: 'CONSUME',
      amount: 8_800,
      cardId: cny.id,
      currency: 'CNY',
      merchant: '美团外卖',
      status: 'CARD_TRANSACTION_STATUS_PENDING',
      at: START + 3 * DAY,
    },
    {
      source: 'CARD',
      type: 'CONSUME',
      amount: 999,
      cardId: usd.id,
      merchant: 'Netflix',
      status: 'CARD_TRANSACTION_STATUS_FAIL',
      at: START + 4 * DAY,
    },
    { source: 'CARD', type: 'REFUND', amount: 1_250, cardId: usd.id, merchant: 'Amazon', at: START + 5 * DAY },
  ]);
  const [bobCard] = (await feedCards(api.database, bob.id, 1)) as [FeedCard];
  await seedTransactions(api.database, bob.id, [
    { source: 'CARD', type: 'CONSUME', amount: 1_250, cardId: bobCard.id, merchant: 'Amazon', at: START },
  ]);
});
afterAll(() => api.close());

interface Row {
  id: string;
  source: string;
  type: string;
  status: string;
  amount: string;
  fee: string;
  card_id: string | null;
  card_last4: string | null;
  card_nickname: string | null;
  merchant_name: string | null;
}

async function list(query: string, token = alice.token) {
  const { status, body } = await api.call('GET', `/api/v1/transactions${query}`, { token });
  return { status, body, page: body.data as { list: Row[]; total: number; page: number; page_size: number } };
}

const idsOf = (rows: Row[]) => rows.map((row) => ids.indexOf(row.id));

it('lists every own card and wallet transaction, newest first, with signed amounts and the card', async () => {
  const { status, page } = await list('');
  expect(status).toBe(200);
  expect(page.total).toBe(7);
  expect(idsOf(page.list)).toEqual([6, 5, 4, 3, 2, 1, 0]);
  expect(page.list.find((row) => row.id === ids[3])).toMatchObject({
    source: 'CARD',
    type: 'CONSUME',
    amount: '-12.50',
    fee: '0.00',
    card_last4: cards[0]!.last4,
    merchant_name: 'Amazon 50%_off',
  });
  expect(page.list.find((row) => row.id === ids[1])).toMatchObject({
    source: 'WALLET',
    status: 'CARD_TRANSACTION_STATUS_CLOSED',
    amount: '-101.50',
    fee: '1.50',
    card_last4: cards[0]!.last4,
  });
});

it('filters by source, card, type, status, currency and date range, combined', async () => {
  expect(idsOf((await list('?source=WALLET')).page.list)).toEqual([1, 0]);
  expect(idsOf((await list(`?card_id=${cards[1]!.id}`)).page.list)).toEqual([4]);
  expect(idsOf((await list('?type=CONSUME')).page.list)).toEqual([5, 4, 3]);
  expect(idsOf((await list('?status=CARD_TRANSACTION_STATUS_FAIL')).page.list)).toEqual([5]);
  expect(idsOf((await list('?currency=CNY')).page.list)).toEqual([4]);
  const from = new Date(START + DAY).toISOString();
  const to = new Date(START + 3 * DAY).toISOString();
  expect(idsOf((await list(`?start_time=${from}&end_time=${to}`)).page.list)).toEqual([3, 2, 1]);
  expect(idsOf((await list(`?type=CONSUME&currency=USD&start_time=${from}`)).page.list)).toEqual([5, 3]);
});

it("searches merchants' names (case-insensitive, % and _ literal) and amounts either way", async () => {
  expect(idsOf((await list('?keyword=amazon')).page.list)).toEqual([6, 3]);
  expect(idsOf((await list(`?keyword=${encodeURIComponent('50%_')}`)).page.list)).toEqual([3]);
  expect(idsOf((await list(`?keyword=${encodeURIComponent('%')}`)).page.list)).toEqual([3]);
  expect(idsOf((await list(`?keyword=${encodeURIComponent('美团')}`)).page.list)).toEqual([4]);
  expect(idsOf((await list('?keyword=12.5')).page.list)).toEqual([6, 3]);
  expect(idsOf((await list('?keyword=101.50')).page.list)).toEqual([1]);
  expect((await list('?keyword=nothing')).page.total).toBe(0);
});

it('pages with a stable order and the total of the filter', async () => {
  const first = (await list('?page=1&page_size=3')).page;
  const second = (await list('?page=2&page_size=3')).page;
  const third = (await list('?page=3&page_size=3')).page;
  expect(first).toMatchObject({ total: 7, page: 1, page_size: 3 });
  expect([...idsOf(first.list), ...idsOf(second.list), ...idsOf(third.list)]).toEqual([6, 5, 4, 3, 2, 1, 0]);
});

it('shows only the caller their own, and checks the filters', async () => {
  const bobs = (await list('', bob.token)).page;
  expect(bobs.total).toBe(1);
  expect((await list(`?card_id=${cards[0]!.id}`, bob.token)).page.total).toBe(0);
  expect((await api.call('GET', '/api/v1/transactions')).status).toBe(401);
  for (const bad of [
    '?type=STEAL',
    '?status=DONE',
    '?currency=EUR',
    '?page_size=1000',
    '?start_time=yesterday',
    '?sort=amount',
  ]) {
    const { status, body } = await list(bad);
    expect({ bad, status, code: body.code }).toEqual({ bad, status: 400, code: expect.any(Number) });
  }
});

it('gives one transaction with its card, fee, note and status timeline, to its owner only', async () => {
  const { status, body } = await api.call('GET', `/api/v1/transactions/${ids[5]}`, { token: alice.token });
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    id: ids[5],
    source: 'CARD',
    amount: '-9.99',
    merchant_name: 'Netflix',
    card_id: cards[0]!.id,
    card_last4: cards[0]!.last4,
    card_status: 'CARD_STATUS_NORMAL',
    note: '余额不足',
    balance_after: null,
    timeline: [{ status: 'CARD_TRANSACTION_STATUS_FAIL', at: new Date(START + 4 * DAY).toISOString() }],
  });
  const wallet = await api.call('GET', `/api/v1/transactions/${ids[1]}`, { token: alice.token });
  expect(wallet.body.data).toMatchObject({ source: 'WALLET', fee: '1.50', balance_after: '1000.00', note: '开卡充值' });

  const other = await api.call('GET', `/api/v1/transactions/${ids[5]}`, { token: bob.token });
  expect(other).toMatchObject({ status: 404, body: { code: 1004 } });
  expect((await api.call('GET', '/api/v1/transactions/unknown', { token: alice.token })).body.code).toBe(1004);
});

it('records each status a card transaction goes through, and the list follows it', async () => {
  const pending = ids[4]!;
  const settledAt = START + 3 * DAY + 5_000;
  await api.database.kysely
    .updateTable('card_transactions')
    .set({ status: 'CARD_TRANSACTION_STATUS_CLOSED', fee: 88, updated_at: settledAt })
    .where('id', '=', pending)
    .execute();
  const { body } = await api.call('GET', `/api/v1/transactions/${pending}`, { token: alice.token });
  expect(body.data).toMatchObject({
    status: 'CARD_TRANSACTION_STATUS_CLOSED',
    fee: '0.88',
    timeline: [
      { status: 'CARD_TRANSACTION_STATUS_PENDING', at: new Date(START + 3 * DAY).toISOString() },
      { status: 'CARD_TRANSACTION_STATUS_CLOSED', at: new Date(settledAt).toISOString() },
    ],
  });
  expect(idsOf((await list('?status=CARD_TRANSACTION_STATUS_PENDING')).page.list)).toEqual([]);
});

it("carries the card's name beside its last digits, in the list and the details, as soon as it is named", async () => {
  const [usd, cny] = cards as [FeedCard, FeedCard];
  expect((await list('')).page.list.every((row) => row.card_nickname === null)).toBe(true);
  await nameCard(api.database, usd.id, '出差用');
  const rows = (await list('')).page.list;
  expect(rows.find((row) => row.id === ids[3])).toMatchObject({ card_last4: usd.last4, card_nickname: '出差用' });
  expect(rows.find((row) => row.id === ids[1])).toMatchObject({ source: 'WALLET', card_nickname: '出差用' });
  expect(rows.find((row) => row.id === ids[0])).toMatchObject({ card_id: null, card_nickname: null });
  expect(rows.find((row) => row.id === ids[4])).toMatchObject({ card_last4: cny.last4, card_nickname: null });
  const { body } = await api.call('GET', `/api/v1/transactions/${ids[5]}`, { token: alice.token });
  expect(body.data).toMatchObject({ card_last4: usd.last4, card_nickname: '出差用' });
});

it("never shows another customer's card on a row, neither its digits nor its name", async () => {
  const [bobCard] = (await feedCards(api.database, bob.id, 1)) as [FeedCard];
  await nameCard(api.database, bobCard.id, 'Bob');
  const [stray] = await seedTransactions(api.database, alice.id, [
    { source: 'CARD', type: 'CONSUME', amount: 100, cardId: bobCard.id, merchant: 'Stray', at: START + 9 * DAY },
  ]);
  const { body } = await api.call('GET', `/api/v1/transactions/${stray}`, { token: alice.token });
  expect(body.data).toMatchObject({ card_last4: null, card_nickname: null, card_status: null });
  expect((await list('?keyword=Stray')).page.list).toEqual([
    expect.objectContaining({ card_last4: null, card_nickname: null }),
  ]);
});

it("reads an export's chunks after a cursor in the list's order, with the list's filters", async () => {
  const filter = { userId: alice.id, source: 'CARD' as const, to: START + 6 * DAY };
  const first = await readTransactionChunk(api.database, filter, FIRST_CHUNK_CURSOR, 2);
  const last = first.at(-1)!;
  const rest = await readTransactionChunk(api.database, filter, { createdAt: last.created_at, rid: last.rid }, 10);
  expect([...first, ...rest].map((row) => ids.indexOf(row.id))).toEqual([6, 5, 4, 3, 2]);
  expect(first[0]).toMatchObject({ amount: 1_250, fee: 0, last4: cards[0]!.last4, merchant_name: 'Amazon' });
  expect(await countTransactions(api.database, filter)).toBe(5);
});
