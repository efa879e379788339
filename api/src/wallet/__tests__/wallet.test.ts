import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, expectLedgerConsistent, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('balances', () => {
  it('answers both currencies with available and anew, zero for a new user', async () => {
    const user = await createUser(api.database);
    const { status, body } = await api.call('GET', '/api/v1/balance', { token: user.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      message: 'ok',
      data: [
        { currency: 'USD', available: '0.00', anew: '0.00' },
        { currency: 'CNY', available: '0.00', anew: '0.00' },
      ],
    });
  });

  it.each([
    ['GET', '/api/v1/balance'],
    ['GET', '/api/v1/balance/account-balance-status'],
    ['GET', '/api/v1/balance/card-amount'],
    ['GET', '/api/v1/balance/transactions'],
    ['POST', '/api/v1/balance/top-up'],
  ])('answers %s %s without a token with 605', async (method, url) => {
    const answer = await api.call(method, url, method === 'POST' ? { body: { amount: 1, currency: 'USD' } } : {});
    expect(answer).toMatchObject({ status: 401, body: { code: 605 } });
  });
});

describe('top-up in the sandbox', () => {
  it('credits at once as ADMIN_RECHARGE_IN, with exact decimals', async () => {
    const user = await createUser(api.database);
    const answer = await api.call('POST', '/api/v1/balance/top-up', {
      token: user.token,
      body: { amount: '100.1', currency: 'USD' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ amount: '100.10', currency: 'USD', status: 'TOP_UP_STATUS_APPROVED' });
    await api.call('POST', '/api/v1/balance/top-up', { token: user.token, body: { amount: 0.2, currency: 'USD' } });
    expect(await balanceOf(api, user.token, 'USD')).toBe(100.3);
    const ledger = await api.call('GET', '/api/v1/balance/transactions', { token: user.token });
    expect(ledger.body.data).toMatchObject({ total: 2, list: [{ type: 'ADMIN_RECHARGE_IN', amount: '0.20' }, {}] });
    await expectLedgerConsistent(api.database);
  });

  it.each([
    ['a missing amount', { currency: 'USD' }, 1001, '缺少参数 amount'],
    ['a missing currency', { amount: 1 }, 1001, '缺少参数 currency'],
    ['an unknown currency', { amount: 1, currency: 'EUR' }, 1001, undefined],
    ['a wrong type', { amount: true, currency: 'USD' }, 1001, undefined],
    ['a malformed string', { amount: '1,00', currency: 'USD' }, 1001, undefined],
    ['three decimals', { amount: 1.005, currency: 'USD' }, 4010, '金额须大于 0 且最多两位小数'],
    ['zero', { amount: 0, currency: 'USD' }, 4010, undefined],
    ['a negative amount', { amount: -5, currency: 'USD' }, 4010, undefined],
    ['an amount above the limit', { amount: 1000000.01, currency: 'USD' }, 4012, '金额超过单笔上限'],
    ['an unknown field', { amount: 1, currency: 'USD', user_id: 'x' }, 1001, '不支持的参数 user_id'],
  ])('refuses %s', async (_case, body, code, message) => {
    const user = await createUser(api.database);
    const answer = await api.call('POST', '/api/v1/balance/top-up', { token: user.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code, data: null, ...(message && { message }) });
    expect(await balanceOf(api, user.token, 'USD')).toBe(0);
  });
});

describe('wallet transactions', () => {
  it('pages and filters by type, currency and time', async () => {
    const user = await createUser(api.database);
    for (let index = 1; index <= 3; index += 1) await topUp(api, user.id, 'USD', index);
    await topUp(api, user.id, 'CNY', 50);
    const call = (query: string) => api.call('GET', `/api/v1/balance/transactions?${query}`, { token: user.token });
    const page = await call('page=2&page_size=2');
    expect(page.body.data).toMatchObject({ total: 4, page: 2, page_size: 2 });
    expect((page.body.data as { list: unknown[] }).list).toHaveLength(2);
    expect((await call('currency=CNY')).body.data).toMatchObject({ total: 1, list: [{ amount: '50.00' }] });
    expect((await call('type=OPEN_CARD')).body.data).toMatchObject({ total: 0, list: [] });
    expect((await call('type=ADMIN_RECHARGE_IN')).body.data).toMatchObject({ total: 4 });
    expect((await call('start_time=2000-01-01&end_time=2000-12-31')).body.data).toMatchObject({ total: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(`start_time=${today}&end_time=${today}`)).body.data).toMatchObject({ total: 4 });
    expect((await call(`end_time=${new Date(Date.now() + 60000).toISOString()}`)).body.data).toMatchObject({
      total: 4,
    });
  });

  it.each([
    ['type=NOPE', 1001],
    ['currency=EUR', 1001],
    ['page=0', 1001],
    ['page_size=101', 1001],
    ['page=x', 1001],
    ['start_time=yesterday', 1001],
    ['start_time=2024-13-45', 1001],
  ])('refuses %s', async (query, code) => {
    const user = await createUser(api.database);
    const answer = await api.call('GET', `/api/v1/balance/transactions?${query}`, { token: user.token });
    expect(answer).toMatchObject({ status: 400, body: { code, data: null } });
  });
});

describe('wallet status (sandbox admin)', () => {
  it('freezes and unfreezes by phone; a frozen wallet refuses top-ups and new cards', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const status = () => api.call('GET', '/api/v1/balance/account-balance-status', { token: user.token });
    expect((await status()).body.data).toEqual({ status: 'BALANCE_STATUS_AVAILABLE' });
    const frozen = await api.call('PUT', '/api/sandbox/admin/wallet/status', {
      body: { phone: user.phone, frozen: true },
    });
    expect(frozen.body.data).toMatchObject({ user_id: user.id, status: 'BALANCE_STATUS_FREEZE' });
    expect((await status()).body.data).toEqual({ status: 'BALANCE_STATUS_FREEZE' });
    const topUpAnswer = await api.call('POST', '/api/v1/balance/top-up', {
      token: user.token,
      body: { amount: 1, currency: 'USD' },
    });
    expect(topUpAnswer).toMatchObject({ status: 403, body: { code: 4001, message: '钱包已冻结，暂不能进行资金操作' } });
    const card = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    expect(card.body.code).toBe(4001);
    expect(await balanceOf(api, user.token, 'USD')).toBe(100);
    await api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { user_id: user.id, frozen: false } });
    expect((await status()).body.data).toEqual({ status: 'BALANCE_STATUS_AVAILABLE' });
  });

  it('sends a FREEZE event to the live stream when the status changes', async () => {
    const user = await createUser(api.database);
    await api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { user_id: user.id, frozen: true } });
    // The messages module stores each event: the freeze is among them.
    const row = await api.database.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('type', '=', 'FREEZE')
      .executeTakeFirst();
    expect(row).toEqual({ n: 1 });
  });

  it.each([
    ['neither user_id nor phone', { frozen: true }, 400, 4071],
    ['an unknown user', { user_id: 'nobody', frozen: true }, 404, 4070],
    ['a malformed phone', { phone: '12345', frozen: true }, 400, 1001],
    ['a missing flag', { user_id: 'nobody' }, 400, 1001],
  ])('refuses %s', async (_case, body, status, code) => {
    expect(await api.call('PUT', '/api/sandbox/admin/wallet/status', { body })).toMatchObject({
      status,
      body: { code },
    });
  });

  it('refuses an admin top-up without a user or with a bad amount', async () => {
    const top = (body: object) => api.call('POST', '/api/sandbox/admin/wallet/top-up', { body });
    expect((await top({ currency: 'USD', amount: 1 })).body.code).toBe(4071);
    expect((await top({ user_id: 'nobody', currency: 'USD', amount: 1 })).body.code).toBe(4070);
    expect((await top({ user_id: 'nobody', currency: 'USD', amount: 0.001 })).body.code).toBe(4010);
  });
});

describe('card amount', () => {
  it('counts the cards held: neither failed nor deleted, adding up to the limit with what may be opened', async () => {
    const user = await createUser(api.database);
    const statuses = ['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_FAIL', 'CARD_STATUS_DELETE'];
    await api.database.kysely
      .insertInto('cards')
      .values(
        statuses.map((status, index) => ({
          id: `${user.id}-${index}`,
          user_id: user.id,
          product_id: 'usd-standard',
          currency: 'USD',
          last4: '0000',
          expiry: '01/30',
          balance: 0,
          status,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute();
    const answer = await api.call('GET', '/api/v1/balance/card-amount', { token: user.token });
    expect(answer.body).toEqual({ code: 0, message: 'ok', data: { amount: 2 } });
    const openable = await api.call('GET', '/api/v1/card/opened-available', { token: user.token });
    expect((openable.body.data as { available: number }).available).toBe(200 - 2);
  });
});
