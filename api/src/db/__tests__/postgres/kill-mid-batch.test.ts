import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { call, startApiProcess, stopped, type ApiProcess } from '../../../__tests__/api-process';
import { hashPasswordSync } from '../../../accounts/passwords';
import { createSession } from '../../../auth/sessions';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../postgres-test-database';

// Two API processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database: one is killed in
// the middle of a batch job, and the other finishes the job and the pending card; no card and no money
// is lost.
const SERVER = process.env.API_TEST_POSTGRES_URL as string;
const TRX_PASSWORD = 'abc123';

let postgres: TestPostgresDatabase;
const started: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  postgres = await createTestPostgresDatabase(SERVER);
});
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await stopped(child);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await postgres.drop();
});

/** An API process on the test's database, with a data folder of its own (each process its own disk). */
async function apiProcess(): Promise<ApiProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-kill-'));
  dirs.push(dir);
  const server = await startApiProcess({ DATA_DIR: dir, DATABASE_URL: postgres.url });
  started.push(server.child);
  return server;
}

/** Polls `check` (a read of the API's state) until it holds; the test's timeout bounds it. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

it('finishes a batch job and a pending card in the other process when one is killed mid-job', async () => {
  const { kysely } = postgres.database;
  const userId = randomUUID();
  await kysely
    .insertInto('users')
    .values({
      id: userId,
      phone: '13912340000',
      password_hash: 'x',
      trx_password_hash: hashPasswordSync(TRX_PASSWORD),
      created_at: Date.now(),
    })
    .execute();
  const token = await createSession(postgres.database, userId, null);
  const [first, second] = [await apiProcess(), await apiProcess()];
  const status = async (origin: string) =>
    (await call(origin, 'GET', '/api/v1/card/batch-create-card-status', token)).data;

  await call(first.origin, 'POST', '/api/sandbox/admin/wallet/top-up', undefined, {
    user_id: userId,
    currency: 'USD',
    amount: 1000,
  });
  // The first process's issuer answers after 2 s: a job of 20 (5 in flight) is still running when it is
  // killed just after its first round.
  await call(first.origin, 'PUT', '/api/sandbox/admin/issuer', undefined, { latency_ms: 2000, failure_rate: 0 });
  const ticket = async () => ({
    'x-operation-ticket': (
      await call(first.origin, 'POST', '/api/v1/account/trx-password/check', token, { trx_password: TRX_PASSWORD })
    ).data.ticket as string,
  });
  const [jobTicket, cardTicket] = [await ticket(), await ticket()];
  const job = await call(
    first.origin,
    'POST',
    '/api/v1/batch-create-card',
    token,
    { product_id: 'usd-standard', quantity: 20, amount: 10 },
    jobTicket,
  );
  expect(job.code).toBe(0);
  await until(async () => ((await status(first.origin)).success_count as number) >= 5);
  const single = await call(
    first.origin,
    'POST',
    '/api/v1/card',
    token,
    { product_id: 'usd-standard', amount: 10 },
    cardTicket,
  );
  expect(single.code).toBe(0);
  const before = await status(first.origin);
  first.child.kill('SIGKILL');
  await stopped(first.child);
  expect((before.success_count as number) + (before.fail_count as number)).toBeLessThan(20);

  // The second process, running all along, takes over: the job's lost step and the first's issuer tasks.
  await until(async () => (await status(second.origin)).exist === false);
  expect(await status(second.origin)).toEqual({
    exist: false,
    job_id: expect.any(String),
    total_count: 20,
    success_count: 20,
    fail_count: 0,
  });
  // The single card's issuer task is not part of the job: it may be taken over after the job ends.
  const cardStatus = async () =>
    (await call(second.origin, 'GET', `/api/v1/card/${single.data.id as string}`, token)).data.status;
  await until(async () => (await cardStatus()) !== 'CARD_STATUS_INIT');
  expect(await cardStatus()).toBe('CARD_STATUS_NORMAL');

  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(kysely)).rows[0]?.n;
  expect(
    await count(sql`SELECT count(*) AS n FROM cards WHERE user_id = ${userId} AND status = 'CARD_STATUS_NORMAL'`),
  ).toBe(21);
  expect(await count(sql`SELECT count(*) AS n FROM issuer_tasks`)).toBe(0);
  // Each card: its 10.00 load, the 5.00 open fee and the 1.00 recharge fee on the load; the ledger says the same.
  const [wallet] = (
    await sql<{ available: number; ledger: number }>`
      SELECT b.available, (SELECT coalesce(sum(t.amount), 0) FROM wallet_transactions t
                            WHERE t.user_id = b.user_id AND t.currency = b.currency) AS ledger
        FROM wallet_balances b WHERE b.user_id = ${userId} AND b.currency = 'USD'`.execute(kysely)
  ).rows;
  expect(wallet).toEqual({ available: (1000 - 21 * 16) * 100, ledger: (1000 - 21 * 16) * 100 });
}, 120_000);
