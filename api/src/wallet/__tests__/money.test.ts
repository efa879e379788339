import { rowsOf } from '../../__tests__/rows-of';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, expectLedgerConsistent, openSettledCard, setIssuer, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

const cardBalance = async (id: string) =>
  (await api.database.kysely.selectFrom('cards').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
    .balance;

describe('concurrent money movements', () => {
  it('lets exactly 10 of 50 simultaneous recharges through a wallet that covers 10', async () => {
    const user = await createUser(api.database);
    // Opening costs 5 + 1 (the recharge fee on the load) + 20; each recharge of 20 costs 21: 26 + 10 * 21.
    await topUp(api, user.id, 'USD', 236);
    const card = await openSettledCard(api, user.token, 20);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('POST', `/api/v1/card/${card.id}/recharge`, { token: user.token, body: { amount: 20 } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 409, body: { code: 4002, message: '钱包余额不足', data: null } });
    }
    expect(await balanceOf(api, user.token, 'USD')).toBe(0);
    expect(await cardBalance(card.id)).toBe(220_00);
    expect(await rowsOf(api.database, 'SELECT count(*) AS n FROM wallet_balances WHERE available < 0')).toEqual([
      { n: 0 },
    ]);
    await expectLedgerConsistent(api.database);
  });

  it('lets exactly as many simultaneous withdrawals through as the card covers', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const card = await openSettledCard(api, user.token, 30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', `/api/v1/card/${card.id}/withdraw`, { token: user.token, body: { amount: 10 } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === 4003)).toHaveLength(17);
    expect(await cardBalance(card.id)).toBe(0);
    await expectLedgerConsistent(api.database);
  });
});

describe('Idempotency-Key', () => {
  const recharge = (token: string, cardId: string, key: string | undefined, amount = 20) =>
    api.call('POST', `/api/v1/card/${cardId}/recharge`, {
      token,
      body: { amount },
      headers: key ? { 'Idempotency-Key': key } : {},
    });

  it('moves money once for a repeated key and replays the same answer', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 200);
    const card = await openSettledCard(api, user.token, 20);
    const first = await recharge(user.token, card.id, 'recharge-0001');
    const again = await recharge(user.token, card.id, 'recharge-0001');
    const together = await Promise.all([1, 2, 3].map(() => recharge(user.token, card.id, 'recharge-0001')));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    for (const answer of [again, ...together]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(first.body);
      expect(answer.headers.get('idempotency-replayed')).toBe('true');
    }
    expect(await balanceOf(api, user.token, 'USD')).toBe(200 - 26 - 21);
    expect(await cardBalance(card.id)).toBe(40_00);
    await recharge(user.token, card.id, 'recharge-0002');
    expect(await cardBalance(card.id)).toBe(60_00);
    await expectLedgerConsistent(api.database);
  });

  it('opens one card, credits one top-up and starts one batch for a repeated key', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 500);
    const headers = { 'Idempotency-Key': 'open-card-0001' };
    const body = { product_id: 'usd-standard', amount: 20 };
    const cards = [
      await api.call('POST', '/api/v1/card', { token: user.token, headers, body }),
      await api.call('POST', '/api/v1/card', { token: user.token, headers, body }),
    ];
    expect(cards[1]?.body).toEqual(cards[0]?.body);
    const topUps = await Promise.all(
      [1, 2].map(() =>
        api.call('POST', '/api/v1/balance/top-up', {
          token: user.token,
          headers: { 'Idempotency-Key': 'top-up-0001' },
          body: { amount: 10, currency: 'USD' },
        }),
      ),
    );
    expect(topUps[1]?.body).toEqual(topUps[0]?.body);
    const batch = { product_id: 'usd-standard', quantity: 2, amount: 10 };
    const batchKey = { 'Idempotency-Key': 'batch-key-0001' };
    const jobs = [
      await api.call('POST', '/api/v1/batch-create-card', { token: user.token, headers: batchKey, body: batch }),
      await api.call('POST', '/api/v1/batch-create-card', { token: user.token, headers: batchKey, body: batch }),
    ];
    expect(jobs[0]?.status).toBe(200);
    expect(jobs[1]?.body).toEqual(jobs[0]?.body);
    const count = async (sql: string) => (await rowsOf<{ n: number }>(api.database, sql, user.id))[0]?.n;
    expect(await count('SELECT count(*) AS n FROM batch_jobs WHERE user_id = ?')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM cards WHERE user_id = ? AND batch_job_id IS NULL')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM top_up_requests WHERE user_id = ?')).toBe(1);
    expect(await balanceOf(api, user.token, 'USD')).toBe(500 - 26 + 10 - 2 * 16);
  });

  it('keeps no refusal against its key: the same key runs again, once covered or corrected', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 30);
    const card = await openSettledCard(api, user.token, 20);
    expect((await recharge(user.token, card.id, 'refused-0001')).body.code).toBe(4002);
    await topUp(api, user.id, 'USD', 100);
    const covered = await recharge(user.token, card.id, 'refused-0001');
    expect(covered).toMatchObject({ status: 200, body: { code: 0 } });
    expect(covered.headers.get('idempotency-replayed')).toBeNull();

    expect((await recharge(user.token, card.id, 'refused-0002', 5)).body.code).toBe(4011);
    const corrected = await recharge(user.token, card.id, 'refused-0002', 20);
    expect(corrected).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await cardBalance(card.id)).toBe(60_00);

    const replay = await recharge(user.token, card.id, 'refused-0002', 20);
    expect(replay).toMatchObject({ status: 200, body: corrected.body });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(await cardBalance(card.id)).toBe(60_00);
    expect(await balanceOf(api, user.token, 'USD')).toBe(130 - 26 - 21 - 21);
    await expectLedgerConsistent(api.database);
  });

  it('refuses a key reused for another body or call, and a malformed key', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 200);
    const card = await openSettledCard(api, user.token, 20);
    await recharge(user.token, card.id, 'reuse-key-01');
    expect(await recharge(user.token, card.id, 'reuse-key-01', 30)).toMatchObject({
      status: 409,
      body: { code: 4051, message: 'Idempotency-Key 已用于其他请求' },
    });
    const withdraw = await api.call('POST', `/api/v1/card/${card.id}/withdraw`, {
      token: user.token,
      headers: { 'Idempotency-Key': 'reuse-key-01' },
      body: { amount: 20 },
    });
    expect(withdraw.body.code).toBe(4051);
    for (const key of ['short', 'x'.repeat(129), 'has space key']) {
      expect(await recharge(user.token, card.id, key)).toMatchObject({ status: 400, body: { code: 4050 } });
    }
    expect(await cardBalance(card.id)).toBe(40_00);
  });
});
