import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createSession } from '../../auth/sessions';
import { seededSession } from '../../__tests__/seeded-session';
import type { Db } from '../../db/database';
import type { Database } from '../../db/query-layer';
import type { TestApi } from '../../__tests__/test-api';

let phoneSeq = 0;

function nextPhone(): string {
  phoneSeq += 1;
  return `139${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
}

export interface TestUser {
  id: string;
  token: string;
  phone: string;
}

const isSqlite = (db: Db | Database): db is Db => !('kysely' in db);

/**
 * A user row and a signed-in token for them: through the query layer (either database), or written
 * straight into a SQLite connection for a test whose API runs in another process (durability).
 */
export function createUser(db: Db): TestUser;
export function createUser(database: Database): Promise<TestUser>;
export function createUser(db: Db | Database): TestUser | Promise<TestUser> {
  const id = randomUUID();
  const phone = nextPhone();
  if (isSqlite(db)) {
    db.prepare('INSERT INTO users (id, phone, password_hash, created_at) VALUES (?, ?, ?, ?)').run(
      id,
      phone,
      'x',
      Date.now(),
    );
    return { id, token: seededSession(db, id), phone };
  }
  return (async () => {
    await db.kysely.insertInto('users').values({ id, phone, password_hash: 'x', created_at: Date.now() }).execute();
    return { id, token: await createSession(db, id, null), phone };
  })();
}

/**
 * Asks for a fresh access code by SMS, to reveal a card number as the portal does (or for another
 * purpose, or none as an older portal), and reads it from the sandbox outbox.
 */
export async function requestAccessCode(
  api: TestApi,
  user: { token: string; phone: string },
  purpose: string | null = 'REVEAL_CARD_NUMBER',
): Promise<string> {
  const sent = await api.call('POST', '/api/v1/account/send/code-auto', {
    token: user.token,
    body: {
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_ACCESS',
      ...(purpose === null ? {} : { access_purpose: purpose }),
    },
  });
  expect(sent.body.code).toBe(0);
  const outbox = (await api.call('GET', `/api/sandbox/outbox?to=${user.phone}`)).body.data as { code: string | null }[];
  const code = outbox[0]?.code;
  if (!code) throw new Error('no access code in the outbox');
  return code;
}

const LEDGER_AGAINST_BALANCES = `SELECT b.user_id, b.currency, b.available, coalesce(sum(t.amount), 0) AS ledger
  FROM wallet_balances b LEFT JOIN wallet_transactions t ON t.user_id = b.user_id AND t.currency = b.currency
 GROUP BY b.user_id, b.currency, b.available`;

function expectBalancesMatchLedger(rows: { available: number; ledger: number }[]): void {
  for (const row of rows) {
    expect(row.available).toBeGreaterThanOrEqual(0);
    expect(row.available).toBe(row.ledger);
  }
}

/**
 * The ledger and the balances agree: each balance is the sum of its ledger rows, and none is negative
 * (through the query layer, or a SQLite connection for a test whose API runs in another process).
 */
export function expectLedgerConsistent(db: Db): void;
export function expectLedgerConsistent(database: Database): Promise<void>;
export function expectLedgerConsistent(db: Db | Database): void | Promise<void> {
  if (isSqlite(db)) {
    expectBalancesMatchLedger(db.prepare(LEDGER_AGAINST_BALANCES).all() as { available: number; ledger: number }[]);
    return;
  }
  return sql
    .raw<{ available: number; ledger: number }>(LEDGER_AGAINST_BALANCES)
    .execute(db.kysely)
    .then(({ rows }) => expectBalancesMatchLedger(rows));
}

export async function setIssuer(api: TestApi, latencyMs: number, failureRate = 0): Promise<void> {
  const answer = await api.call('PUT', '/api/sandbox/admin/issuer', {
    body: { latency_ms: latencyMs, failure_rate: failureRate },
  });
  expect(answer.status).toBe(200);
}

export async function topUp(api: TestApi, userId: string, currency: 'USD' | 'CNY', amount: number): Promise<void> {
  const answer = await api.call('POST', '/api/sandbox/admin/wallet/top-up', {
    body: { user_id: userId, currency, amount },
  });
  expect(answer.status).toBe(200);
}

/** Every amount the API answers: a decimal string with two places. */
export const MONEY_ON_THE_WIRE = /^-?\d+\.\d{2}$/;

/** The available balance of one currency, checked for its wire format, as a number to compare. */
export async function balanceOf(api: TestApi, token: string, currency: 'USD' | 'CNY'): Promise<number> {
  const { body } = await api.call('GET', '/api/v1/balance', { token });
  const row = (body.data as { currency: string; available: string }[]).find((item) => item.currency === currency);
  if (!row) return Number.NaN;
  expect(row.available).toMatch(MONEY_ON_THE_WIRE);
  return Number(row.available);
}

/** Polls until `check` answers true (or fails the test after `timeoutMs`). */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface CardAnswer {
  id: string;
  status: string;
  balance: string;
  last4: string;
  currency: string;
}

/** Opens a card and waits until the issuer settled it. */
export async function openSettledCard(api: TestApi, token: string, amount = 20, productId = 'usd-standard') {
  const created = await api.call('POST', '/api/v1/card', { token, body: { product_id: productId, amount } });
  expect(created.status).toBe(200);
  const card = created.body.data as CardAnswer;
  await waitFor(async () => {
    const { body } = await api.call('GET', `/api/v1/card/${card.id}`, { token });
    return (body.data as CardAnswer).status !== 'CARD_STATUS_INIT';
  });
  return card;
}
