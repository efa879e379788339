import { seedSandbox } from '../seed';
import { startTestApi, type TestApi } from './test-api';

describe('the sandbox seed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await seedSandbox(api.database);
    await seedSandbox(api.database); // a second start changes nothing
  }, 20_000);
  afterAll(() => api.close());

  it('gives the demo account balances, cards and messages it can sign in to see', async () => {
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: { phone: '13800138000', phone_prefix: '86' }, password: 'Demo1234' },
    });
    expect(login.body).toMatchObject({ code: 0, data: { email: true } });
    const { token } = login.body.data as { token: string };
    await api.database.kysely.updateTable('sessions').set({ check_pending: 0 }).execute();
    const balances = (await api.call('GET', '/api/v1/balance', { token })).body.data as { available: number }[];
    expect(balances.some((balance) => balance.available > 0)).toBe(true);
    const cards = (await api.call('GET', '/api/v1/card?page=1&page_size=20', { token })).body.data as { total: number };
    expect(cards.total).toBeGreaterThan(1);
    const messages = (await api.call('GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=20', { token })).body
      .data as { total: number };
    expect(messages.total).toBeGreaterThan(0);
    expect(
      await api.database.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('phone', '=', '13800138000')
        .executeTakeFirst(),
    ).toEqual({ n: 1 });
  });
});
