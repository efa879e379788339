import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { decideTopUp } from '..';
import { createUser } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ mode: 'production' });
});
afterAll(() => api.close());

describe('production mode', () => {
  it.each([
    ['POST', '/api/sandbox/admin/wallet/top-up', { user_id: 'x', currency: 'USD', amount: 1 }],
    ['PUT', '/api/sandbox/admin/wallet/status', { user_id: 'x', frozen: true }],
    ['POST', '/api/sandbox/admin/cards/x/spend', { amount: 1, merchant_name: 'Shop' }],
    ['POST', '/api/sandbox/admin/cards/x/refund', { amount: 1, merchant_name: 'Shop' }],
    ['PUT', '/api/sandbox/admin/issuer', { latency_ms: 1, failure_rate: 0 }],
    ['POST', '/api/sandbox/admin/cards/seed', { user_id: 'x', count: 1 }],
  ])('answers %s %s with 404', async (method, url, body) => {
    expect(await api.call(method, url, { body })).toMatchObject({
      status: 404,
      body: { code: 1004, data: null },
    });
  });

  it('keeps a top-up request pending in anew until an admin decides', async () => {
    const user = await createUser(api.database);
    const balances = async () => (await api.call('GET', '/api/v1/balance', { token: user.token })).body.data;
    const request = (amount: number) =>
      api.call('POST', '/api/v1/balance/top-up', { token: user.token, body: { amount, currency: 'CNY' } });
    const first = await request(300);
    expect(first.body.data).toMatchObject({ status: 'TOP_UP_STATUS_PENDING', amount: '300.00', currency: 'CNY' });
    const second = await request(50.5);
    expect(await balances()).toContainEqual({ currency: 'CNY', available: '0.00', anew: '350.50' });
    expect(await decideTopUp(api.database, (first.body.data as { id: string }).id, true)).toMatchObject({
      status: 'TOP_UP_STATUS_APPROVED',
    });
    expect(await decideTopUp(api.database, (second.body.data as { id: string }).id, false)).toMatchObject({
      status: 'TOP_UP_STATUS_REJECTED',
    });
    expect(await decideTopUp(api.database, (second.body.data as { id: string }).id, true)).toBeNull();
    expect(await balances()).toContainEqual({ currency: 'CNY', available: '300.00', anew: '0.00' });
    const ledger = await api.call('GET', '/api/v1/balance/transactions', { token: user.token });
    expect(ledger.body.data).toMatchObject({ total: 1, list: [{ type: 'ADMIN_RECHARGE_IN', amount: '300.00' }] });
  });
});
