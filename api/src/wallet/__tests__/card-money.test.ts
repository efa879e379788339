import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, expectLedgerConsistent, openSettledCard, setIssuer, topUp, waitFor } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

/** A customer with a settled USD card loaded with `load`: opening cost 5.00 + 1.00 (the recharge fee's minimum) + load. */
async function userWithCard(walletUsd = 100, load = 20) {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', walletUsd);
  const card = await openSettledCard(api, user.token, load);
  return { user, card };
}

const post = (token: string, url: string, body: unknown) => api.call('POST', url, { token, body });
const cardBalance = async (token: string, id: string) =>
  ((await api.call('GET', `/api/v1/card/${id}`, { token })).body.data as { balance: string }).balance;

describe('recharge', () => {
  it('takes amount + fee from the wallet (one ledger row) and adds the amount to the card', async () => {
    const { user, card } = await userWithCard();
    const answer = await post(user.token, `/api/v1/card/${card.id}/recharge`, { amount: 20 });
    expect(answer.status).toBe(200);
    // 20 * 1.5% = 0.30, raised to the rule's minimum of 1.
    expect(answer.body.data).toMatchObject({
      card: { id: card.id, balance: '40.00', status: 'CARD_STATUS_NORMAL' },
      transaction: { type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: '20.00', fee: '1.00' },
    });
    expect(await balanceOf(api, user.token, 'USD')).toBe(53);
    const big = await post(user.token, `/api/v1/card/${card.id}/recharge`, { amount: '50.5' });
    // 50.50 * 1.5% = 0.7575, floored to the cent.
    expect(big.body.data).toMatchObject({ transaction: { amount: '50.50', fee: '1.00' } });
    const ledger = await api.call('GET', '/api/v1/balance/transactions?type=TRANSFER_OUT_TO_CARD', {
      token: user.token,
    });
    expect(ledger.body.data).toMatchObject({
      total: 3,
      list: [{ amount: '-51.50', fee: '1.00' }, { amount: '-21.00', fee: '1.00' }, {}],
    });
    await expectLedgerConsistent(api.database);
  });

  it.each([
    ['a load under the minimum', { amount: 5 }, 400, 4011],
    ['more than the wallet holds', { amount: 80 }, 409, 4002],
    ['a missing amount', {}, 400, 1001],
    ['an unknown field', { amount: 10, fee: 0 }, 400, 1001],
  ])('refuses %s', async (_case, body, status, code) => {
    const { user, card } = await userWithCard();
    expect(await post(user.token, `/api/v1/card/${card.id}/recharge`, body)).toMatchObject({ status, body: { code } });
    expect(await balanceOf(api, user.token, 'USD')).toBe(74);
    expect(await cardBalance(user.token, card.id)).toBe('20.00');
  });

  it('refuses a frozen card and a frozen wallet', async () => {
    const { user, card } = await userWithCard();
    await api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { user_id: user.id, frozen: true } });
    expect((await post(user.token, `/api/v1/card/${card.id}/recharge`, { amount: 10 })).body.code).toBe(4001);
    await api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { user_id: user.id, frozen: false } });
    await api.call('PUT', `/api/v1/card/${card.id}/status`, {
      token: user.token,
      body: { action: 'UPDATE_CARD_STATUS_FREEZE' },
    });
    expect((await post(user.token, `/api/v1/card/${card.id}/recharge`, { amount: 10 })).body.code).toBe(4030);
    expect(await balanceOf(api, user.token, 'USD')).toBe(74);
  });
});

describe('withdraw', () => {
  it('takes the amount from the card and credits it less the fee', async () => {
    const { user, card } = await userWithCard();
    const answer = await post(user.token, `/api/v1/card/${card.id}/withdraw`, { amount: 10 });
    expect(answer.body.data).toMatchObject({
      card: { balance: '10.00' },
      transaction: { type: 'TRANSFER_OUT', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: '10.00', fee: '0.10' },
    });
    expect(await balanceOf(api, user.token, 'USD')).toBe(83.9);
    const ledger = await api.call('GET', '/api/v1/balance/transactions?type=TRANSFER_IN_FROM_CARD', {
      token: user.token,
    });
    expect(ledger.body.data).toMatchObject({ list: [{ amount: '9.90', fee: '0.10' }] });
    await expectLedgerConsistent(api.database);
  });

  it('refuses more than the card holds, and an amount the fee would eat', async () => {
    const { user, card } = await userWithCard();
    expect(await post(user.token, `/api/v1/card/${card.id}/withdraw`, { amount: 20.01 })).toMatchObject({
      status: 409,
      body: { code: 4003, message: '卡片余额不足' },
    });
    const noFee = '{"rate":"0","value":"0","min":"-1","max":"-1"}';
    await api.database.kysely
      .insertInto('card_products')
      .values({
        id: 'usd-fee',
        name: 'fee',
        bin: '411111',
        currency: 'USD',
        open_fee: noFee,
        recharge_fee: noFee,
        withdraw_fee: '{"rate":"0","value":"2","min":"-1","max":"-1"}',
        min_recharge: 100,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const feeCard = await openSettledCard(api, user.token, 10, 'usd-fee');
    expect((await post(user.token, `/api/v1/card/${feeCard.id}/withdraw`, { amount: 2 })).body.code).toBe(4013);
    expect(await cardBalance(user.token, card.id)).toBe('20.00');
    expect(await cardBalance(user.token, feeCard.id)).toBe('10.00');
  });
});

describe('card transactions and sandbox card activity', () => {
  it('records purchases, refused purchases and refunds, with paging and filters', async () => {
    const { user, card } = await userWithCard();
    const spend = (amount: number) =>
      api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, { body: { amount, merchant_name: 'Shop' } });
    expect((await spend(7.5)).body.data).toMatchObject({
      type: 'CONSUME',
      status: 'CARD_TRANSACTION_STATUS_CLOSED',
      amount: '7.50',
      merchant_name: 'Shop',
    });
    expect((await spend(100)).body.data).toMatchObject({
      status: 'CARD_TRANSACTION_STATUS_FAIL',
      reason: '卡片余额不足',
    });
    const refund = await api.call('POST', `/api/sandbox/admin/cards/${card.id}/refund`, {
      body: { amount: 2.5, merchant_name: 'Shop' },
    });
    expect(refund.body.data).toMatchObject({ type: 'REFUND', status: 'CARD_TRANSACTION_STATUS_CLOSED' });
    expect(await cardBalance(user.token, card.id)).toBe('15.00');
    const list = (query: string) =>
      api.call('GET', `/api/v1/card/${card.id}/transactions?${query}`, { token: user.token });
    expect((await list('page_size=2')).body.data).toMatchObject({
      total: 4,
      page_size: 2,
      list: [{ type: 'REFUND' }, { type: 'CONSUME', status: 'CARD_TRANSACTION_STATUS_FAIL' }],
    });
    expect((await list('type=CONSUME')).body.data).toMatchObject({ total: 2 });
    expect((await list('status=CARD_TRANSACTION_STATUS_FAIL')).body.data).toMatchObject({ total: 1 });
    expect((await list('type=PAYMENT')).body.code).toBe(1001);
    expect((await list('status=DONE')).body.code).toBe(1001);
  });

  it('refuses purchases on a frozen card, refunds on a deleted one, and bad input', async () => {
    const { user, card } = await userWithCard();
    await api.call('PUT', `/api/v1/card/${card.id}/status`, {
      token: user.token,
      body: { action: 'UPDATE_CARD_STATUS_FREEZE' },
    });
    const body = { amount: 1, merchant_name: 'Shop' };
    expect((await api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, { body })).body.data).toMatchObject({
      status: 'CARD_TRANSACTION_STATUS_FAIL',
    });
    expect(await cardBalance(user.token, card.id)).toBe('20.00');
    await waitFor(async () => {
      const { body: answer } = await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token });
      return (answer.data as { status: string }).status === 'CARD_STATUS_FREEZE';
    });
    await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token });
    await waitFor(async () => (await cardBalance(user.token, card.id)) === '0.00');
    expect(await api.call('POST', `/api/sandbox/admin/cards/${card.id}/refund`, { body })).toMatchObject({
      status: 409,
      body: { code: 4030 },
    });
    expect((await api.call('POST', '/api/sandbox/admin/cards/nope/spend', { body })).status).toBe(404);
    expect(
      (await api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, { body: { amount: 1, merchant_name: '' } }))
        .body.code,
    ).toBe(1001);
    expect(
      (await api.call('POST', `/api/sandbox/admin/cards/${card.id}/refund`, { body: { amount: 1 } })).body.code,
    ).toBe(1001);
  });
});
