import { randomUUID } from 'node:crypto';
import { hashPasswordSync } from '../../accounts/passwords';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, openSettledCard, setIssuer, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 10);
});
afterAll(() => api.close());

const TRX_PASSWORD = 'abc123';
/** 500 topped up, less the 26 that opening the card of 20 cost. */
const WALLET_WITH_CARD = 474;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

const recharge = (cardId: string, amount: number | string): Call => ({
  path: `/api/v1/card/${cardId}/recharge`,
  body: { amount },
});
const withdraw = (cardId: string, amount: number): Call => ({
  path: `/api/v1/card/${cardId}/withdraw`,
  body: { amount },
});
const openCard = (amount: number): Call => ({ path: '/api/v1/card', body: { product_id: 'usd-standard', amount } });

/** A customer with a transaction password, 500 USD and a settled card holding 20. */
async function customer() {
  const user = await createUser(api.database);
  await api.database.kysely
    .updateTable('users')
    .set({ trx_password_hash: hashPasswordSync(TRX_PASSWORD) })
    .where('id', '=', user.id)
    .execute();
  await topUp(api, user.id, 'USD', 500);
  const card = await openSettledCard(api, user.token);
  return { ...user, cardId: card.id };
}

async function passCheck(token: string): Promise<string> {
  const { body } = await api.call('POST', '/api/v1/account/trx-password/check', {
    token,
    body: { trx_password: TRX_PASSWORD },
  });
  expect(body.code).toBe(0);
  return (body.data as { ticket: string }).ticket;
}

const send = (token: string, { path, body }: Call, key: string, ticket?: string) =>
  api.call('POST', path, {
    token,
    body,
    ticket: false,
    headers: { 'Idempotency-Key': key, ...(ticket && { 'X-Operation-Ticket': ticket }) },
  });

describe('a ticketed money call refused with an Idempotency-Key', () => {
  it.each([
    { code: 4003, status: 409, refused: (id: string) => withdraw(id, 50), corrected: (id: string) => withdraw(id, 10) },
    { code: 4011, status: 400, refused: () => openCard(9.99), corrected: () => openCard(20) },
    {
      code: 4002,
      status: 409,
      refused: (id: string) => recharge(id, 100000),
      corrected: (id: string) => recharge(id, 20),
    },
    {
      code: 4010,
      status: 400,
      refused: (id: string) => recharge(id, '10.001'),
      corrected: (id: string) => recharge(id, 20),
    },
    { code: 1004, status: 404, refused: () => recharge(randomUUID(), 20), corrected: (id: string) => recharge(id, 20) },
  ])('$code leaves its ticket for the corrected call, which uses it up once', async (refusal) => {
    const user = await customer();
    const ticket = await passCheck(user.token);

    const refused = await send(user.token, refusal.refused(user.cardId), `refused-${refusal.code}`, ticket);
    expect(refused).toMatchObject({ status: refusal.status, body: { code: refusal.code, data: null } });
    expect(await balanceOf(api, user.token, 'USD')).toBe(WALLET_WITH_CARD);

    const corrected = await send(user.token, refusal.corrected(user.cardId), `corrected-${refusal.code}`, ticket);
    expect(corrected).toMatchObject({ status: 200, body: { code: 0 } });
    const wallet = await balanceOf(api, user.token, 'USD');
    expect(wallet).not.toBe(WALLET_WITH_CARD);

    // The success used the ticket up.
    const again = await send(user.token, refusal.corrected(user.cardId), `again-${refusal.code}`, ticket);
    expect(again).toMatchObject({ status: 403, body: { code: 4083, message: '请先验证交易密码' } });

    // Its key still answers the same, without a ticket and without moving money again.
    const replay = await send(user.token, refusal.corrected(user.cardId), `corrected-${refusal.code}`);
    expect(replay).toMatchObject({ status: 200, body: corrected.body });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(await balanceOf(api, user.token, 'USD')).toBe(wallet);
  });
});
