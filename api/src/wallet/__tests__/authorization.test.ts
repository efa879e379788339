import { rowsOf } from '../../__tests__/rows-of';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser, openSettledCard, requestAccessCode, setIssuer, topUp, type TestUser } from './helpers';

let api: TestApi;
let owner: TestUser;
let other: TestUser;
let cardId: string;
/** A valid access code of the other user: it must not open the owner's card either. */
let otherCode: string;

beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
  owner = await createUser(api.database);
  other = await createUser(api.database);
  for (const user of [owner, other]) await topUp(api, user.id, 'USD', 500);
  otherCode = await requestAccessCode(api, other);
  cardId = (await openSettledCard(api, owner.token, 50)).id;
});
afterAll(() => api.close());

/** Everything a call on the card could have changed. */
async function snapshot() {
  const one = (sql: string, ...params: unknown[]) => rowsOf(api.database, sql, ...params);
  return {
    card: await one('SELECT status, balance, updated_at FROM cards WHERE id = ?', cardId),
    balances: await one('SELECT user_id, currency, available, anew FROM wallet_balances ORDER BY user_id, currency'),
    ledger: await one('SELECT count(*) AS n FROM wallet_transactions'),
    cardTransactions: await one('SELECT count(*) AS n FROM card_transactions'),
    issuerTasks: await one('SELECT count(*) AS n FROM issuer_tasks'),
  };
}

describe("another user's card", () => {
  it.each([
    ['GET', '', undefined],
    ['PUT', '/status', { action: 'UPDATE_CARD_STATUS_FREEZE' }],
    ['PUT', '/status', { action: 'UPDATE_CARD_STATUS_UNFREEZE' }],
    ['DELETE', '', undefined],
    ['POST', '/recharge', { amount: 20 }],
    ['POST', '/withdraw', { amount: 10 }],
    ['GET', '/transactions', undefined],
    ['POST', '/sensitive', { captcha: 'the-code' }],
  ])('%s /api/v1/card/{id}%s %j answers 404 and changes nothing', async (method, suffix, body) => {
    const before = await snapshot();
    const sent = suffix === '/sensitive' ? { captcha: otherCode } : body;
    const answer = await api.call(method, `/api/v1/card/${cardId}${suffix}`, { token: other.token, body: sent });
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, message: '请求的资源不存在', data: null } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same 404 with an Idempotency-Key, and the owner can still use the card', async () => {
    const headers = { 'Idempotency-Key': 'shared-key-0001' };
    const stranger = await api.call('POST', `/api/v1/card/${cardId}/recharge`, {
      token: other.token,
      headers,
      body: { amount: 20 },
    });
    expect(stranger).toMatchObject({ status: 404, body: { code: 1004 } });
    const mine = await api.call('POST', `/api/v1/card/${cardId}/recharge`, {
      token: owner.token,
      headers,
      body: { amount: 20 },
    });
    expect(mine).toMatchObject({ status: 200, body: { data: { card: { balance: '70.00' } } } });
  });
});
