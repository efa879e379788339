import { startTestApi, type TestApi } from '../../../__tests__/test-api';
import { seedCards } from '../../../wallet/sandbox/seed-cards';
import { createUser, type TestUser } from '../../../wallet/__tests__/helpers';

// Two API processes on one PostgreSQL database: each keeps the card list answers it sent, and a
// change to the cards through the other shows at the next call.
let first: TestApi;
let second: TestApi;
let user: TestUser;

beforeAll(async () => {
  first = await startTestApi();
  second = await startTestApi({ sharing: first });
  user = await createUser(first.database);
  await seedCards(first.database, user.id, 3);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

type Page = { total: number; list: { id: string; nickname: string | null; status: string }[] };
const list = async (api: TestApi, query = '') =>
  (await api.call('GET', `/api/v1/card${query}`, { token: user.token })).body.data as Page;

describe('the card list across API processes on PostgreSQL', () => {
  it('answers a change made through the other process at the next call, from either', async () => {
    const before = await list(first);
    expect(await list(first)).toEqual(before);
    const [card] = before.list;
    const renamed = await second.call('PUT', `/api/v1/card/${card!.id}/nickname`, {
      token: user.token,
      body: { nickname: '旅行卡' },
    });
    expect(renamed.body.code).toBe(0);
    expect((await list(first)).list[0]).toMatchObject({ id: card!.id, nickname: '旅行卡' });

    // A change no call of the API made (another process's transaction, an operator): the same.
    await second.database.kysely
      .updateTable('cards')
      .set({ status: 'CARD_STATUS_FREEZE' })
      .where('id', '=', card!.id)
      .execute();
    expect((await list(first)).list[0]).toMatchObject({ id: card!.id, status: 'CARD_STATUS_FREEZE' });
    expect(await list(first, '?status=CARD_STATUS_FREEZE')).toMatchObject({ total: 1, list: [{ id: card!.id }] });
    expect(await list(second, '?status=CARD_STATUS_FREEZE')).toMatchObject({ total: 1 });
  });
});
