import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, expectLedgerConsistent, openSettledCard, setIssuer, topUp, waitFor } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function userWithCard(amount = 20) {
  await setIssuer(api, 10);
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 100);
  const card = await openSettledCard(api, user.token, amount);
  return { user, card };
}

/** A latency no test waits out: the issuer holds its tasks until a lower one releases them. */
const HOLD = 600_000;

const statusOf = async (token: string, id: string) =>
  ((await api.call('GET', `/api/v1/card/${id}`, { token })).body.data as { status: string }).status;

/** Every status the card passes through, read from the API every few milliseconds. */
async function statusesUntil(token: string, id: string, final: string): Promise<string[]> {
  const seen: string[] = [];
  await waitFor(async () => {
    const { body } = await api.call('GET', `/api/v1/card/${id}`, { token });
    const status = (body.data as { status: string }).status;
    if (seen[seen.length - 1] !== status) seen.push(status);
    return status === final;
  });
  return seen;
}

const act = (token: string, id: string, action: string, extra = {}) =>
  api.call('PUT', `/api/v1/card/${id}/status`, { token, body: { action, ...extra } });

describe('freeze and unfreeze through the issuer', () => {
  it('goes NORMAL -> FREEZING -> FREEZE -> UNFREEZING -> NORMAL', async () => {
    const { user, card } = await userWithCard();
    await setIssuer(api, HOLD);
    const freeze = await act(user.token, card.id, 'UPDATE_CARD_STATUS_FREEZE', { card_id: card.id });
    expect(freeze.body.data).toMatchObject({ id: card.id, status: 'CARD_STATUS_FREEZING' });
    expect(await statusOf(user.token, card.id)).toBe('CARD_STATUS_FREEZING');
    await setIssuer(api, 5);
    expect(await statusesUntil(user.token, card.id, 'CARD_STATUS_FREEZE')).toContain('CARD_STATUS_FREEZE');
    expect((await act(user.token, card.id, 'UPDATE_CARD_STATUS_FREEZE')).body).toMatchObject({
      code: 4030,
      message: '卡片当前状态不支持该操作',
    });
    await setIssuer(api, HOLD);
    const unfreeze = await act(user.token, card.id, 'UPDATE_CARD_STATUS_UNFREEZE');
    expect(unfreeze.body.data).toMatchObject({ status: 'CARD_STATUS_UNFREEZING' });
    expect(await statusOf(user.token, card.id)).toBe('CARD_STATUS_UNFREEZING');
    await setIssuer(api, 5);
    await statusesUntil(user.token, card.id, 'CARD_STATUS_NORMAL');
  });

  it('unfreezes a card that is still freezing (spec §4, first reading)', async () => {
    const { user, card } = await userWithCard();
    await setIssuer(api, HOLD);
    await act(user.token, card.id, 'UPDATE_CARD_STATUS_FREEZE');
    const unfreeze = await act(user.token, card.id, 'UPDATE_CARD_STATUS_UNFREEZE');
    expect(unfreeze).toMatchObject({ status: 200, body: { data: { status: 'CARD_STATUS_UNFREEZING' } } });
    await setIssuer(api, 10);
    await statusesUntil(user.token, card.id, 'CARD_STATUS_NORMAL');
    // The freeze was withdrawn, not left to land later: nothing waits at the issuer for this card.
    const waiting = await api.database.kysely
      .selectFrom('issuer_tasks')
      .select('kind')
      .where('card_id', '=', card.id)
      .execute();
    expect(waiting).toEqual([]);
    expect(await statusOf(user.token, card.id)).toBe('CARD_STATUS_NORMAL');
  });

  it.each([
    ['an unknown action', { action: 'UPDATE_CARD_STATUS_DELETE' }, 400, 1001],
    ['a missing action', {}, 400, 1001],
    ['a card_id other than the path', { action: 'UPDATE_CARD_STATUS_FREEZE', card_id: 'other' }, 400, 1001],
  ])('refuses %s', async (_case, body, status, code) => {
    const { user, card } = await userWithCard();
    const answer = await api.call('PUT', `/api/v1/card/${card.id}/status`, { token: user.token, body });
    expect(answer).toMatchObject({ status, body: { code } });
    expect((await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token })).body.data).toMatchObject({
      status: 'CARD_STATUS_NORMAL',
    });
  });

  it('makes a freeze sent again with its Idempotency-Key once, answering the first answer', async () => {
    const { user, card } = await userWithCard();
    await setIssuer(api, 300);
    const keyed = {
      token: user.token,
      body: { action: 'UPDATE_CARD_STATUS_FREEZE' },
      headers: { 'Idempotency-Key': 'freeze-0001' },
    };
    const first = await api.call('PUT', `/api/v1/card/${card.id}/status`, keyed);
    const again = await api.call('PUT', `/api/v1/card/${card.id}/status`, keyed);
    expect(first.body).toMatchObject({ code: 0, data: { status: 'CARD_STATUS_FREEZING' } });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    await statusesUntil(user.token, card.id, 'CARD_STATUS_FREEZE');
    expect((await act(user.token, card.id, 'UPDATE_CARD_STATUS_FREEZE')).body.code).toBe(4030);
  });

  it('refuses to unfreeze a normal card and to act on an unknown one', async () => {
    const { user, card } = await userWithCard();
    expect((await act(user.token, card.id, 'UPDATE_CARD_STATUS_UNFREEZE')).body.code).toBe(4030);
    expect(await act(user.token, 'nope', 'UPDATE_CARD_STATUS_FREEZE')).toMatchObject({ status: 404 });
  });
});

describe('delete through the issuer', () => {
  it('goes DELETING -> DELETE and pays the balance back into the wallet', async () => {
    const { user, card } = await userWithCard(30);
    // 100 - (30 load + 5 open fee + 1 recharge fee on the load).
    expect(await balanceOf(api, user.token, 'USD')).toBe(64);
    await setIssuer(api, HOLD);
    const answer = await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token });
    expect(answer.body.data).toMatchObject({ status: 'CARD_STATUS_DELETING', balance: '30.00' });
    expect(await balanceOf(api, user.token, 'USD')).toBe(64);
    expect(await statusOf(user.token, card.id)).toBe('CARD_STATUS_DELETING');
    await setIssuer(api, 5);
    await statusesUntil(user.token, card.id, 'CARD_STATUS_DELETE');
    expect(await balanceOf(api, user.token, 'USD')).toBe(94);
    const { body } = await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token });
    expect(body.data).toMatchObject({ balance: '0.00' });
    const ledger = await api.call('GET', '/api/v1/balance/transactions?type=TRANSFER_IN_FROM_CARD', {
      token: user.token,
    });
    expect(ledger.body.data).toMatchObject({ total: 1, list: [{ amount: '30.00', card_id: card.id }] });
    const moves = await api.call('GET', `/api/v1/card/${card.id}/transactions?type=TRANSFER_OUT`, {
      token: user.token,
    });
    expect(moves.body.data).toMatchObject({ list: [{ status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: '30.00' }] });
    expect((await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token })).body.code).toBe(4030);
    expect((await api.call('GET', '/api/v1/balance/card-amount', { token: user.token })).body.data).toEqual({
      amount: 0,
    });
    await expectLedgerConsistent(api.database);
  });

  it('deletes a frozen card too', async () => {
    const { user, card } = await userWithCard();
    await act(user.token, card.id, 'UPDATE_CARD_STATUS_FREEZE');
    await statusesUntil(user.token, card.id, 'CARD_STATUS_FREEZE');
    await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token });
    await statusesUntil(user.token, card.id, 'CARD_STATUS_DELETE');
    // The load came back; the fees of opening stay paid.
    expect(await balanceOf(api, user.token, 'USD')).toBe(94);
  });

  it('refuses a card that is still opening', async () => {
    await setIssuer(api, HOLD);
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const created = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    const id = (created.body.data as { id: string }).id;
    expect(await api.call('DELETE', `/api/v1/card/${id}`, { token: user.token })).toMatchObject({
      status: 409,
      body: { code: 4030 },
    });
    await setIssuer(api, 10);
  });
});
