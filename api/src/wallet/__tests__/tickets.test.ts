import { hashPasswordSync } from '../../accounts/passwords';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { issueTicket, TICKET_TTL_MS } from '../tickets/operation-tickets';
import { balanceOf, createUser, openSettledCard, setIssuer, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 10);
});
afterAll(() => api.close());

const TRX_PASSWORD = 'abc123';

async function customer({ withPassword = true } = {}) {
  const user = await createUser(api.database);
  if (withPassword) {
    await api.database.kysely
      .updateTable('users')
      .set({ trx_password_hash: hashPasswordSync(TRX_PASSWORD) })
      .where('id', '=', user.id)
      .execute();
  }
  await topUp(api, user.id, 'USD', 500);
  return user;
}

const check = (token: string, trx_password: string) =>
  api.call('POST', '/api/v1/account/trx-password/check', { token, body: { trx_password } });

const recharge = (token: string, cardId: string, ticket?: string, key?: string) =>
  api.call('POST', `/api/v1/card/${cardId}/recharge`, {
    token,
    body: { amount: 20 },
    ticket: false,
    headers: { ...(ticket && { 'X-Operation-Ticket': ticket }), ...(key && { 'Idempotency-Key': key }) },
  });

describe('the transaction-password check', () => {
  it('answers a single-use ticket that lasts 5 minutes', async () => {
    const user = await customer();
    const before = Date.now();
    const { body } = await check(user.token, TRX_PASSWORD);
    const after = Date.now();
    expect(body.code).toBe(0);
    const { ticket, expires_at } = body.data as { ticket: string; expires_at: string };
    expect(ticket).toMatch(/^[\w-]{43}$/);
    // Issued while the call ran: 5 minutes from then.
    expect(Date.parse(expires_at)).toBeGreaterThanOrEqual(before + TICKET_TTL_MS);
    expect(Date.parse(expires_at)).toBeLessThanOrEqual(after + TICKET_TTL_MS);
    // Only its hash is kept.
    const stored = await api.database.kysely.selectFrom('operation_tickets').select('ticket_hash').execute();
    expect(stored.map((row) => row.ticket_hash)).not.toContain(ticket);
  });

  it('says so when no transaction password was ever set', async () => {
    const user = await customer({ withPassword: false });
    expect((await check(user.token, TRX_PASSWORD)).body).toMatchObject({
      code: 4080,
      message: '尚未设置交易密码，请先设置交易密码',
    });
  });

  it('says only "wrong" to a wrong one, and the fifth in 15 minutes locks money operations', async () => {
    const user = await customer();
    const card = await openSettledCard(api, user.token);
    const early = (await check(user.token, TRX_PASSWORD)).body.data as { ticket: string };
    for (let i = 1; i <= 4; i += 1) {
      expect((await check(user.token, 'wrong1')).body).toMatchObject({ code: 4081, message: '交易密码错误' });
    }
    expect((await check(user.token, 'wrong1')).body.code).toBe(4082);
    // Locked: the right password, and a ticket obtained before, are refused alike.
    expect((await check(user.token, TRX_PASSWORD)).body.code).toBe(4082);
    expect((await recharge(user.token, card.id, early.ticket)).body.code).toBe(4082);
  });

  it('forgets wrong tries once the right password is given', async () => {
    const user = await customer();
    for (let i = 1; i <= 4; i += 1) await check(user.token, 'wrong1');
    expect((await check(user.token, TRX_PASSWORD)).body.code).toBe(0);
    for (let i = 1; i <= 4; i += 1) expect((await check(user.token, 'wrong1')).body.code).toBe(4081);
  });
});

describe('ticketed money calls', () => {
  it('are refused without a ticket, and nothing moves', async () => {
    const user = await customer();
    const card = await openSettledCard(api, user.token);
    const wallet = await balanceOf(api, user.token, 'USD');
    expect((await recharge(user.token, card.id)).body).toMatchObject({ code: 4083, message: '请先验证交易密码' });
    for (const [path, body] of [
      ['/api/v1/card', { product_id: 'usd-standard', amount: 20 }],
      ['/api/v1/batch-create-card', { product_id: 'usd-standard', quantity: 2, amount: 20 }],
      [`/api/v1/card/${card.id}/withdraw`, { amount: 5 }],
    ] as const) {
      expect((await api.call('POST', path, { token: user.token, body, ticket: false })).body.code).toBe(4083);
    }
    expect(await balanceOf(api, user.token, 'USD')).toBe(wallet);
  });

  it('use a ticket once: a second call with it is refused', async () => {
    const user = await customer();
    const card = await openSettledCard(api, user.token);
    const { ticket } = (await check(user.token, TRX_PASSWORD)).body.data as { ticket: string };
    expect((await recharge(user.token, card.id, ticket)).body.code).toBe(0);
    expect((await recharge(user.token, card.id, ticket)).body.code).toBe(4083);
  });

  it('refuse an expired ticket and one of another customer', async () => {
    const user = await customer();
    const other = await customer();
    const card = await openSettledCard(api, user.token);
    const expired = (await issueTicket(api.database.kysely, user.id, Date.now() - TICKET_TTL_MS - 1)).ticket;
    expect((await recharge(user.token, card.id, expired)).body.code).toBe(4083);
    const theirs = (await check(other.token, TRX_PASSWORD)).body.data as { ticket: string };
    expect((await recharge(user.token, card.id, theirs.ticket)).body.code).toBe(4083);
  });

  it('replay a repeated Idempotency-Key without a new ticket, moving money once', async () => {
    const user = await customer();
    const card = await openSettledCard(api, user.token);
    const { ticket } = (await check(user.token, TRX_PASSWORD)).body.data as { ticket: string };
    const wallet = await balanceOf(api, user.token, 'USD');
    const first = await recharge(user.token, card.id, ticket, 'recharge-key-1');
    const again = await recharge(user.token, card.id, undefined, 'recharge-key-1');
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await balanceOf(api, user.token, 'USD')).toBeCloseTo(wallet - 21, 2);
  });

  it('leave the ticket unused when the movement is refused', async () => {
    const user = await customer();
    const card = await openSettledCard(api, user.token);
    const { ticket } = (await check(user.token, TRX_PASSWORD)).body.data as { ticket: string };
    const tooMuch = await api.call('POST', `/api/v1/card/${card.id}/recharge`, {
      token: user.token,
      body: { amount: 100000 },
      ticket: false,
      headers: { 'X-Operation-Ticket': ticket },
    });
    expect(tooMuch.body.code).toBe(4002);
    expect((await recharge(user.token, card.id, ticket)).body.code).toBe(0);
  });
});
