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
});
afterAll(() => api.close());

const cardOf = async (token: string, id: string) =>
  (await api.call('GET', `/api/v1/card/${id}`, { token })).body.data as CardAnswer;

async function settle(token: string, id: string, waiting: string): Promise<CardAnswer> {
  await waitFor(async () => (await cardOf(token, id)).status !== waiting);
  return cardOf(token, id);
}

describe('an issuer that refuses everything (failure rate 1)', () => {
  it('fails a new card and refunds its load and open fee', async () => {
    await setIssuer(api, 5, 1);
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const card = await openSettledCard(api, user.token, 20);
    expect(await cardOf(user.token, card.id)).toMatchObject({ status: 'CARD_STATUS_FAIL', balance: '0.00' });
    expect(await balanceOf(api, user.token, 'USD')).toBe(100);
    const ledger = await api.call('GET', '/api/v1/balance/transactions', { token: user.token });
    expect(ledger.body.data).toMatchObject({
      total: 5,
      list: [
        { type: 'OPEN_CARD', amount: '6.00' },
        { type: 'TRANSFER_IN_FROM_CARD', amount: '20.00' },
        { type: 'TRANSFER_OUT_TO_CARD', amount: '-20.00' },
        { type: 'OPEN_CARD', amount: '-6.00' },
        { type: 'ADMIN_RECHARGE_IN', amount: '100.00' },
      ],
    });
    const moves = await api.call('GET', `/api/v1/card/${card.id}/transactions`, { token: user.token });
    expect(moves.body.data).toMatchObject({
      list: [{ type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_FAIL', reason: '发卡机构开卡失败' }],
    });
    const available = await api.call('GET', '/api/v1/card/opened-available', { token: user.token });
    expect(available.body.data).toMatchObject({ available: 200 });
    const deleted = await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token });
    expect(deleted.body.data).toMatchObject({ status: 'CARD_STATUS_DELETE' });
    await expectLedgerConsistent(api.database);
  });

  it('puts a card back where it was when a freeze, unfreeze or delete is refused', async () => {
    await setIssuer(api, 5, 0);
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const card = await openSettledCard(api, user.token, 20);
    await setIssuer(api, 5, 1);
    const action = (name: string) =>
      api.call('PUT', `/api/v1/card/${card.id}/status`, { token: user.token, body: { action: name } });
    await action('UPDATE_CARD_STATUS_FREEZE');
    expect(await settle(user.token, card.id, 'CARD_STATUS_FREEZING')).toMatchObject({ status: 'CARD_STATUS_NORMAL' });
    await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token });
    expect(await settle(user.token, card.id, 'CARD_STATUS_DELETING')).toMatchObject({
      status: 'CARD_STATUS_NORMAL',
      balance: '20.00',
    });
    expect(await balanceOf(api, user.token, 'USD')).toBe(74);
    const moves = await api.call('GET', `/api/v1/card/${card.id}/transactions?type=TRANSFER_OUT`, {
      token: user.token,
    });
    expect(moves.body.data).toMatchObject({ list: [{ status: 'CARD_TRANSACTION_STATUS_FAIL' }] });
    await setIssuer(api, 5, 0);
    await action('UPDATE_CARD_STATUS_FREEZE');
    await settle(user.token, card.id, 'CARD_STATUS_FREEZING');
    await setIssuer(api, 5, 1);
    await action('UPDATE_CARD_STATUS_UNFREEZE');
    expect(await settle(user.token, card.id, 'CARD_STATUS_UNFREEZING')).toMatchObject({ status: 'CARD_STATUS_FREEZE' });
    await expectLedgerConsistent(api.database);
  });
});

describe('the issuer settings (sandbox admin)', () => {
  it.each([
    [{ latency_ms: -1, failure_rate: 0 }],
    [{ latency_ms: 10, failure_rate: 1.5 }],
    [{ latency_ms: 10 }],
    [{ latency_ms: 'slow', failure_rate: 0 }],
  ])('refuses %j', async (body) => {
    expect(await api.call('PUT', '/api/sandbox/admin/issuer', { body })).toMatchObject({
      status: 400,
      body: { code: 1001 },
    });
  });

  it('answers the settings it took', async () => {
    const answer = await api.call('PUT', '/api/sandbox/admin/issuer', { body: { latency_ms: 7, failure_rate: 0.25 } });
    expect(answer.body).toEqual({ code: 0, message: 'ok', data: { latency_ms: 7, failure_rate: 0.25 } });
  });
});
