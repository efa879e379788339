import { randomUUID } from 'node:crypto';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { dayStart, monthStart } from '../limits/spending-window';
import {
  createUser,
  expectLedgerConsistent,
  openSettledCard,
  setIssuer,
  topUp,
  waitFor,
  type CardAnswer,
} from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

async function userWithCard(load = 100) {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 500);
  const card = await openSettledCard(api, user.token, load);
  return { user, card };
}

const spend = (cardId: string, amount: number | string) =>
  api.call('POST', `/api/sandbox/admin/cards/${cardId}/spend`, { body: { amount, merchant_name: 'Shop' } });
const setLimits = (token: string, cardId: string, limits: Record<string, unknown>) =>
  api.call('PUT', `/api/v1/card/${cardId}/limits`, {
    token,
    body: { per_transaction_limit: null, daily_limit: null, monthly_limit: null, ...limits },
  });
const limitsOf = async (token: string, cardId: string) =>
  (await api.call('GET', `/api/v1/card/${cardId}/limits`, { token })).body.data as Record<string, unknown>;

/** A settled purchase written as if made at `at` (epoch ms). */
async function pastPurchase(cardId: string, userId: string, units: number, at: number) {
  await api.database.kysely
    .insertInto('card_transactions')
    .values({
      id: randomUUID(),
      card_id: cardId,
      user_id: userId,
      type: 'CONSUME',
      status: 'CARD_TRANSACTION_STATUS_CLOSED',
      currency: 'USD',
      amount: units,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe('the spending window', () => {
  it('counts days and months in Asia/Shanghai (UTC+8)', () => {
    // 23:59:59 on 27 November in Shanghai is still 27 November; one second later it is the 28th.
    expect(new Date(dayStart(Date.parse('2026-11-27T15:59:59Z'))).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(new Date(dayStart(Date.parse('2026-11-27T16:00:00Z'))).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(new Date(monthStart(Date.parse('2026-11-30T16:30:00Z'))).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(new Date(monthStart(Date.parse('2026-11-30T15:30:00Z'))).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });
});

describe('card limits', () => {
  it('starts with no limits and shows what was spent', async () => {
    const { user, card } = await userWithCard();
    await spend(card.id, 12.5);
    expect(await limitsOf(user.token, card.id)).toEqual({
      card_id: card.id,
      currency: 'USD',
      per_transaction_limit: null,
      daily_limit: null,
      monthly_limit: null,
      single_use: false,
      spent_today: '12.50',
      spent_this_month: '12.50',
      left_today: null,
      left_this_month: null,
      time_zone: 'Asia/Shanghai',
    });
  });

  it('declines a purchase above the per-transaction limit with its reason; the exact limit passes', async () => {
    const { user, card } = await userWithCard();
    expect((await setLimits(user.token, card.id, { per_transaction_limit: '20' })).body.data).toMatchObject({
      per_transaction_limit: '20.00',
    });
    expect((await spend(card.id, 20.01)).body.data).toMatchObject({
      type: 'CONSUME',
      status: 'CARD_TRANSACTION_STATUS_FAIL',
      amount: '20.01',
      reason: '超过单笔消费限额',
    });
    expect((await spend(card.id, 20)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    const card2 = (await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token })).body.data as CardAnswer;
    expect(card2.balance).toBe('80.00');
  });

  it('declines what would pass the daily limit, counting only today in Shanghai', async () => {
    const { user, card } = await userWithCard();
    await pastPurchase(card.id, user.id, 30_00, dayStart(Date.now()) - 1);
    await setLimits(user.token, card.id, { daily_limit: 50 });
    expect((await spend(card.id, 30)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    expect((await spend(card.id, 20.01)).body.data).toMatchObject({
      status: 'CARD_TRANSACTION_STATUS_FAIL',
      reason: '超过每日消费限额',
    });
    expect(await limitsOf(user.token, card.id)).toMatchObject({ spent_today: '30.00', left_today: '20.00' });
    expect((await spend(card.id, 20)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    expect(await limitsOf(user.token, card.id)).toMatchObject({ spent_today: '50.00', left_today: '0.00' });
  });

  it('declines what would pass the monthly limit, counting only this calendar month in Shanghai', async () => {
    const { user, card } = await userWithCard();
    const month = monthStart(Date.now());
    await pastPurchase(card.id, user.id, 40_00, month - 1);
    await pastPurchase(card.id, user.id, 40_00, Math.min(month, dayStart(Date.now()) - 1));
    await setLimits(user.token, card.id, { monthly_limit: 60 });
    expect((await spend(card.id, 20.01)).body.data).toMatchObject({
      status: 'CARD_TRANSACTION_STATUS_FAIL',
      reason: '超过每月消费限额',
    });
    expect((await spend(card.id, 20)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    expect(await limitsOf(user.token, card.id)).toMatchObject({ spent_this_month: '60.00', left_this_month: '0.00' });
  });

  it('does not count declined purchases against a limit', async () => {
    const { user, card } = await userWithCard(10);
    await setLimits(user.token, card.id, { daily_limit: 15 });
    expect((await spend(card.id, 12)).body.data).toMatchObject({ reason: '卡片余额不足' });
    expect(await limitsOf(user.token, card.id)).toMatchObject({ spent_today: '0.00', left_today: '15.00' });
  });

  it('lets only as many purchases at once pass as the limit allows', async () => {
    const { user, card } = await userWithCard();
    await setLimits(user.token, card.id, { daily_limit: 25 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => spend(card.id, 10)));
    const statuses = answers.map((answer) => (answer.body.data as { status: string }).status);
    expect(statuses.filter((status) => status === 'CARD_TRANSACTION_STATUS_CLOSED')).toHaveLength(2);
    expect(await limitsOf(user.token, card.id)).toMatchObject({ spent_today: '20.00', left_today: '5.00' });
  });

  it('refuses limits out of order, bad amounts and unknown fields', async () => {
    const { user, card } = await userWithCard();
    expect(await setLimits(user.token, card.id, { per_transaction_limit: 60, daily_limit: 50 })).toMatchObject({
      status: 400,
      body: { code: 4103, message: '单笔限额不能高于每日限额，每日限额不能高于每月限额' },
    });
    expect((await setLimits(user.token, card.id, { daily_limit: 500, monthly_limit: 100 })).body.code).toBe(4103);
    expect((await setLimits(user.token, card.id, { daily_limit: 0 })).body.code).toBe(4010);
    expect((await setLimits(user.token, card.id, { daily_limit: '1.001' })).body.code).toBe(4010);
    expect((await setLimits(user.token, card.id, { daily_limit: 1, weekly_limit: 1 })).body.code).toBe(1001);
    const english = await api.call('PUT', `/api/v1/card/${card.id}/limits`, {
      token: user.token,
      headers: { 'accept-language': 'en' },
      body: { per_transaction_limit: 2, daily_limit: 1, monthly_limit: null },
    });
    expect(english.body.message).toBe(
      'The per-transaction limit cannot be above the daily limit, nor the daily limit above the monthly limit',
    );
    expect(await limitsOf(user.token, card.id)).toMatchObject({ daily_limit: null, per_transaction_limit: null });
  });

  it("answers 1004 for another customer's card and for none, reading or changing", async () => {
    const { card } = await userWithCard();
    const stranger = await createUser(api.database);
    expect((await api.call('GET', `/api/v1/card/${card.id}/limits`, { token: stranger.token })).status).toBe(404);
    expect(await setLimits(stranger.token, card.id, { daily_limit: 1 })).toMatchObject({
      status: 404,
      body: { code: 1004 },
    });
    expect((await api.call('GET', `/api/v1/card/${card.id}/limits`)).status).toBe(401);
    expect((await api.call('GET', '/api/v1/card/nope/limits', { token: stranger.token })).body.code).toBe(1004);
    expect(
      await api.database.kysely.selectFrom('cards').select('daily_limit').where('id', '=', card.id).executeTakeFirst(),
    ).toEqual({ daily_limit: null });
  });
});

describe('opening with spending controls', () => {
  it('opens a card with its limits', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const created = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: {
        product_id: 'usd-standard',
        amount: 20,
        limits: { per_transaction_limit: 5, daily_limit: 10, monthly_limit: null },
      },
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as CardAnswer).id;
    expect(await limitsOf(user.token, id)).toMatchObject({
      per_transaction_limit: '5.00',
      daily_limit: '10.00',
      monthly_limit: null,
      single_use: false,
    });
  });

  it('refuses contradicting limits before any money moves', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const refused = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: {
        product_id: 'usd-standard',
        amount: 20,
        limits: { per_transaction_limit: 50, daily_limit: 10, monthly_limit: null },
      },
    });
    expect(refused.body.code).toBe(4103);
    expect(
      await api.database.kysely
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirst(),
    ).toEqual({ n: 0 });
  });

  it('closes a single-use card after its first settled purchase and returns its balance', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const created = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20, single_use: true },
    });
    const id = (created.body.data as CardAnswer).id;
    await waitFor(async () => {
      const { body } = await api.call('GET', `/api/v1/card/${id}`, { token: user.token });
      return (body.data as CardAnswer).status === 'CARD_STATUS_NORMAL';
    });
    // A declined purchase does not use it up.
    expect((await spend(id, 50)).body.data).toMatchObject({ reason: '卡片余额不足' });
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: user.token })).body.data).toMatchObject({
      status: 'CARD_STATUS_NORMAL',
    });
    expect((await spend(id, 5)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    expect(await limitsOf(user.token, id)).toMatchObject({ single_use: true });
    await waitFor(async () => {
      const { body } = await api.call('GET', `/api/v1/card/${id}`, { token: user.token });
      return (body.data as CardAnswer).status === 'CARD_STATUS_DELETE';
    });
    expect((await spend(id, 1)).body.data).toMatchObject({ status: 'CARD_TRANSACTION_STATUS_FAIL' });
    const back = await api.call('GET', '/api/v1/balance/transactions?type=TRANSFER_IN_FROM_CARD', {
      token: user.token,
    });
    expect(back.body.data).toMatchObject({ list: [{ amount: '15.00', card_id: id }] });
    // Limits of a closed card no longer change.
    expect((await setLimits(user.token, id, { daily_limit: 1 })).body.code).toBe(4030);
    await expectLedgerConsistent(api.database);
  });

  it('gives every card of a batch the chosen controls', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 200);
    const started = await api.call('POST', '/api/v1/batch-create-card', {
      token: user.token,
      body: {
        product_id: 'usd-standard',
        quantity: 2,
        amount: 10,
        single_use: true,
        limits: { per_transaction_limit: null, daily_limit: 8, monthly_limit: 9 },
      },
    });
    expect(started.status).toBe(200);
    await waitFor(async () => {
      const { body } = await api.call('GET', '/api/v1/card/batch-create-card-status', { token: user.token });
      return (body.data as { exist: boolean }).exist === false;
    });
    const rows = await api.database.kysely
      .selectFrom('cards')
      .select(['daily_limit', 'monthly_limit', 'single_use'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      { daily_limit: 800, monthly_limit: 900, single_use: 1 },
      { daily_limit: 800, monthly_limit: 900, single_use: 1 },
    ]);
  });
});
