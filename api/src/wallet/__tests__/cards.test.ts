import { startTestApi, type TestApi } from '../../__tests__/test-api';
import {
  balanceOf,
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
  await setIssuer(api, 10);
});
afterAll(() => api.close());

async function richUser() {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 1000);
  await topUp(api, user.id, 'CNY', 1000);
  return user;
}

const cardOf = async (token: string, id: string) =>
  (await api.call('GET', `/api/v1/card/${id}`, { token })).body.data as CardAnswer & { product_id: string };

describe('card products', () => {
  it('lists the products with their fee rules, which needs the profile, and how many cards may still be opened', async () => {
    const user = await richUser();
    const { body } = await api.call('GET', '/api/v1/card/opened-available', { token: user.token });
    expect(body.data).toEqual({
      available: 200,
      products: [
        expect.objectContaining({
          id: 'usd-standard',
          bin: '485932',
          currency: 'USD',
          open_fee: { rate: '0', value: '5.00', min: '-1.00', max: '-1.00' },
          recharge_fee: { rate: '0.015', value: '0.00', min: '1.00', max: '50.00' },
          min_recharge: '10.00',
          needs_profile: false,
        }),
        expect.objectContaining({ id: 'cny-standard', currency: 'CNY', min_recharge: '100.00', needs_profile: false }),
        expect.objectContaining({ id: 'usd-premium', currency: 'USD', min_recharge: '50.00', needs_profile: true }),
      ],
    });
    await openSettledCard(api, user.token);
    const after = await api.call('GET', '/api/v1/card/opened-available', { token: user.token });
    expect(after.body.data).toMatchObject({ available: 199 });
  });
});

describe('opening a card', () => {
  it('charges fee and load in one go, starts INIT and becomes NORMAL through the issuer', async () => {
    const user = await richUser();
    const created = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    expect(created.status).toBe(200);
    const card = created.body.data as CardAnswer;
    expect(card).toMatchObject({ status: 'CARD_STATUS_INIT', currency: 'USD', balance: '20.00' });
    expect(card.last4).toMatch(/^\d{4}$/);
    // 1000 - (20 load + 5 open fee + 1 recharge fee on the load).
    expect(await balanceOf(api, user.token, 'USD')).toBe(974);
    await waitFor(async () => (await cardOf(user.token, card.id)).status === 'CARD_STATUS_NORMAL');
    const ledger = await api.call('GET', '/api/v1/balance/transactions?currency=USD', { token: user.token });
    expect(ledger.body.data).toMatchObject({
      list: [
        { type: 'TRANSFER_OUT_TO_CARD', amount: '-20.00', card_id: card.id, card_last4: card.last4 },
        { type: 'OPEN_CARD', amount: '-6.00', fee: '6.00' },
        { type: 'ADMIN_RECHARGE_IN' },
      ],
    });
    const transactions = await api.call('GET', `/api/v1/card/${card.id}/transactions`, { token: user.token });
    expect(transactions.body.data).toMatchObject({
      total: 1,
      list: [{ type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: '20.00' }],
    });
    expect((await api.call('GET', '/api/v1/balance/card-amount', { token: user.token })).body.data).toEqual({
      amount: 1,
    });
    await expectLedgerConsistent(api.database);
  });

  it.each([
    ['a missing product', { amount: 20 }, 400, 1001],
    ['a missing amount', { product_id: 'usd-standard' }, 400, 1001],
    ['an unknown product', { product_id: 'gold', amount: 20 }, 404, 4020],
    ['a load under the minimum', { product_id: 'usd-standard', amount: 9.99 }, 400, 4011],
    ['three decimals', { product_id: 'usd-standard', amount: '10.001' }, 400, 4010],
    ['a too long product id', { product_id: 'x'.repeat(65), amount: 20 }, 400, 1001],
    ['more than the wallet holds', { product_id: 'usd-standard', amount: 996 }, 409, 4002],
  ])('refuses %s and moves no money', async (_case, body, status, code) => {
    const user = await richUser();
    const answer = await api.call('POST', '/api/v1/card', { token: user.token, body });
    expect(answer).toMatchObject({ status, body: { code, data: null } });
    expect(await balanceOf(api, user.token, 'USD')).toBe(1000);
    expect((await api.call('GET', '/api/v1/card', { token: user.token })).body.data).toMatchObject({ total: 0 });
  });

  it('names the minimum load in the message', async () => {
    const user = await richUser();
    const answer = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'cny-standard', amount: 99 },
    });
    expect(answer.body.message).toBe('金额低于最低充值金额 100.00 CNY');
  });
});

describe('the card list', () => {
  it('filters by status and keyword, pages, and leaves deleted cards out unless asked', async () => {
    const user = await richUser();
    const cards = [];
    for (let index = 0; index < 3; index += 1) cards.push(await openSettledCard(api, user.token));
    const [first, second, third] = cards as [CardAnswer, CardAnswer, CardAnswer];
    await api.call('DELETE', `/api/v1/card/${third.id}`, { token: user.token });
    await waitFor(async () => (await cardOf(user.token, third.id)).status === 'CARD_STATUS_DELETE');
    const list = (query = '') => api.call('GET', `/api/v1/card${query}`, { token: user.token });
    expect((await list()).body.data).toMatchObject({ total: 2, list: [{ id: second.id }, { id: first.id }] });
    expect((await list('?page=2&page_size=1')).body.data).toMatchObject({ total: 2, list: [{ id: first.id }] });
    // A page past the last still says how many there are.
    expect((await list('?page=3&page_size=1')).body.data).toMatchObject({ total: 2, list: [] });
    expect((await list('?status=CARD_STATUS_DELETE')).body.data).toMatchObject({ total: 1, list: [{ id: third.id }] });
    expect((await list('?status=CARD_STATUS_FREEZE')).body.data).toMatchObject({ total: 0, list: [] });
    const byKeyword = (await list(`?keyword=${first.last4}`)).body.data as { list: CardAnswer[]; total: number };
    expect(byKeyword.list.map((card) => card.id)).toContain(first.id);
    expect(byKeyword.list.every((card) => card.last4.includes(first.last4))).toBe(true);
    expect(byKeyword.total).toBe(byKeyword.list.length);
    expect(Object.keys((await list()).body.data as object).sort()).toEqual(['list', 'page', 'page_size', 'total']);
  });

  it('shows every change to a card at once, on a page read before', async () => {
    const user = await richUser();
    const card = await openSettledCard(api, user.token);
    const firstPage = async () =>
      ((await api.call('GET', '/api/v1/card', { token: user.token })).body.data as { list: CardAnswer[] }).list;
    expect(await firstPage()).toMatchObject([{ id: card.id, status: 'CARD_STATUS_NORMAL', balance: '20.00' }]);
    expect(await firstPage()).toMatchObject([{ id: card.id, balance: '20.00' }]);

    await expect(
      (await api.call('POST', `/api/v1/card/${card.id}/recharge`, { token: user.token, body: { amount: 10 } })).body
        .code,
    ).toBe(0);
    expect(await firstPage()).toMatchObject([{ id: card.id, balance: '30.00' }]);
    // A change outside the routes (the issuer, an operator) shows too: the version is kept by a trigger.
    await api.database.kysely
      .updateTable('cards')
      .set({ status: 'CARD_STATUS_FREEZE' })
      .where('id', '=', card.id)
      .execute();
    expect(await firstPage()).toMatchObject([{ id: card.id, status: 'CARD_STATUS_FREEZE' }]);
    const other = await openSettledCard(api, user.token);
    expect((await firstPage()).map((listed) => listed.id)).toEqual([other.id, card.id]);
  });

  it.each(['?status=CARD_STATUS_LOST', '?keyword=', `?keyword=${'1'.repeat(81)}`, '?page_size=0'])(
    'refuses %s',
    async (query) => {
      const user = await createUser(api.database);
      expect(await api.call('GET', `/api/v1/card${query}`, { token: user.token })).toMatchObject({
        status: 400,
        body: { code: 1001 },
      });
    },
  );

  it('answers an unknown card with 404', async () => {
    const user = await createUser(api.database);
    expect(await api.call('GET', '/api/v1/card/nope', { token: user.token })).toMatchObject({
      status: 404,
      body: { code: 1004 },
    });
  });
});
