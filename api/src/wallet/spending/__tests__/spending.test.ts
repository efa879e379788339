import type { CardTransactionStatus, CardTransactionType, SpendingSummary } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../../__tests__/test-api';
import { createUser } from '../../__tests__/helpers';
import { insertCardTransaction } from '../../cards/card-transactions';
import { spendingWindow } from '../spending-months';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;

async function addCard(userId: string, last4: string, currency: 'USD' | 'CNY' = 'USD'): Promise<string> {
  const id = `${userId}-${last4}`;
  await api.database.kysely
    .insertInto('cards')
    .values({
      id,
      user_id: userId,
      product_id: currency === 'USD' ? 'usd-standard' : 'cny-standard',
      currency,
      last4,
      expiry: '01/30',
      balance: 0,
      status: 'CARD_STATUS_NORMAL',
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  return id;
}

function record(
  userId: string,
  cardId: string,
  units: number,
  at: number,
  { type = 'CONSUME', status = 'CARD_TRANSACTION_STATUS_CLOSED', currency = 'USD' } = {} as {
    type?: CardTransactionType;
    status?: CardTransactionStatus;
    currency?: 'USD' | 'CNY';
  },
): Promise<unknown> {
  return insertCardTransaction(api.database.kysely, { cardId, userId, currency, type, status, amount: units }, at);
}

async function spending(token: string): Promise<SpendingSummary> {
  const answer = await api.call('GET', '/api/v1/balance/spending', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as SpendingSummary;
}

describe('the months of the summary', () => {
  it('are the current Asia/Shanghai month and the eleven before it', () => {
    // 2026-01-31 16:30 UTC is already 1 February in Shanghai.
    const window = spendingWindow(Date.parse('2026-01-31T16:30:00Z'));
    expect(window.months).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(window.start).toBe(Date.parse('2025-02-28T16:00:00Z'));
  });
});

describe('GET /api/v1/balance/spending', () => {
  it('answers no currency before the first purchase, over the 12 months up to now', async () => {
    const user = await createUser(api.database);
    const { months } = spendingWindow(Date.now());
    expect(await spending(user.token)).toEqual({ from: months[0], to: months[11], currencies: [] });
  });

  it('sums settled purchases by Shanghai month, every month listed, and by card (with its name), per currency', async () => {
    const user = await createUser(api.database);
    const { months, start } = spendingWindow(Date.now());
    const [first, second] = [await addCard(user.id, '1111'), await addCard(user.id, '2222')];
    const yuan = await addCard(user.id, '8888', 'CNY');
    await api.database.kysely.updateTable('cards').set({ nickname: '出差用' }).where('id', '=', second).execute();
    await record(user.id, first, 10, start); // the window's first instant: 00:00 of its first month in Shanghai
    await record(user.id, first, 20, start + 20 * DAY);
    await record(user.id, second, 1_000_05, start + 20 * DAY);
    await record(user.id, second, 30, Date.now() - 1000);
    await record(user.id, yuan, 5_00, Date.now() - 1000, { currency: 'CNY' });
    // Not spending: before the window, refused, a refund, a movement onto the card.
    await record(user.id, first, 99_00, start - 1);
    await record(user.id, first, 99_00, start + DAY, { status: 'CARD_TRANSACTION_STATUS_FAIL' });
    await record(user.id, first, 99_00, start + DAY, { type: 'REFUND' });
    await record(user.id, first, 99_00, start + DAY, { type: 'TRANSFER_IN' });

    const summary = await spending(user.token);
    const zeroes = months.map((month) => ({ month, amount: '0.00' }));
    expect(summary.currencies).toEqual([
      {
        currency: 'USD',
        total: '1000.65',
        months: zeroes.map((entry, index) =>
          index === 0 ? { ...entry, amount: '1000.35' } : index === 11 ? { ...entry, amount: '0.30' } : entry,
        ),
        top_cards: [
          { card_id: second, last4: '2222', nickname: '出差用', amount: '1000.35' },
          { card_id: first, last4: '1111', nickname: null, amount: '0.30' },
        ],
        other_cards: { count: 0, amount: '0.00' },
      },
      {
        currency: 'CNY',
        total: '5.00',
        months: zeroes.map((entry, index) => (index === 11 ? { ...entry, amount: '5.00' } : entry)),
        top_cards: [{ card_id: yuan, last4: '8888', nickname: null, amount: '5.00' }],
        other_cards: { count: 0, amount: '0.00' },
      },
    ]);
  });

  it('names the five cards that spent most and sums the rest, exactly', async () => {
    const user = await createUser(api.database);
    const now = Date.now() - 1000;
    const cards: string[] = [];
    for (const last4 of ['0001', '0002', '0003', '0004', '0005', '0006', '0007'])
      cards.push(await addCard(user.id, last4));
    // Card n spends n × 0.10 twice: decimal sums that floats would get wrong (0.1 + 0.2).
    for (const [index, card] of cards.entries()) {
      await record(user.id, card, (index + 1) * 10, now);
      await record(user.id, card, (index + 1) * 10, now);
    }
    const [usd] = (await spending(user.token)).currencies;
    expect(usd?.top_cards.map((card) => [card.last4, card.amount])).toEqual([
      ['0007', '1.40'],
      ['0006', '1.20'],
      ['0005', '1.00'],
      ['0004', '0.80'],
      ['0003', '0.60'],
    ]);
    expect(usd?.other_cards).toEqual({ count: 2, amount: '0.60' });
    expect(usd?.total).toBe('5.60');
  });

  it("answers only the signed-in customer's own spending", async () => {
    const owner = await createUser(api.database);
    const other = await createUser(api.database);
    await record(owner.id, await addCard(owner.id, '4242'), 12_34, Date.now() - 1000);
    expect((await spending(owner.token)).currencies).toHaveLength(1);
    expect((await spending(other.token)).currencies).toEqual([]);
    const anonymous = await api.call('GET', '/api/v1/balance/spending');
    expect(anonymous).toMatchObject({ status: 401, body: { code: 605 } });
  });
});
