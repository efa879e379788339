import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const seed = (body: unknown) => api.call('POST', '/api/sandbox/admin/cards/seed', { body });

describe('POST /api/sandbox/admin/cards/seed', () => {
  it('gives a customer many cards at once, listed, counted and searchable like any other', async () => {
    const user = await createUser(api.database);
    expect((await seed({ phone: user.phone, count: 250 })).body).toMatchObject({
      code: 0,
      data: { user_id: user.id, created: 250 },
    });
    const list = await api.call('GET', '/api/v1/card?page=1&page_size=100', { token: user.token });
    expect(list.body.data).toMatchObject({ total: 250, page_size: 100 });
    const frozen = await api.call('GET', '/api/v1/card?status=CARD_STATUS_FREEZE&page_size=100', { token: user.token });
    expect((frozen.body.data as { total: number }).total).toBe(62);
    const [first] = (list.body.data as { list: { last4: string; balance: string }[] }).list;
    expect(first?.balance).toMatch(/^\d+\.\d{2}$/);
    const found = await api.call('GET', `/api/v1/card?keyword=${first?.last4}`, { token: user.token });
    expect((found.body.data as { list: { last4: string }[] }).list.map((card) => card.last4)).toContain(first?.last4);
    // No money moved: the wallet has nothing.
    const balances = await api.call('GET', '/api/v1/balance', { token: user.token });
    expect((balances.body.data as { available: string }[]).every((row) => row.available === '0.00')).toBe(true);
  });

  it.each([
    ['no card', (userId: string) => ({ user_id: userId, count: 0 }), 1001],
    ['more than 10,000 cards', (userId: string) => ({ user_id: userId, count: 10_001 }), 1001],
    ['a phone nobody has', () => ({ phone: '13700000000', count: 1 }), 4070],
    ['no customer', () => ({ count: 5 }), 4071],
  ])('refuses %s', async (_case, body, code) => {
    expect((await seed(body((await createUser(api.database)).id))).body.code).toBe(code);
  });
});
