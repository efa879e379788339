import { hashPasswordSync } from '../../accounts/passwords';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, startApiProcess, stopped, type ApiProcess } from '../../__tests__/api-process';
import { openDatabase, type Db } from '../../db/database';
import { createUser, expectLedgerConsistent, waitFor } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-wallet-kill-'));
const started: ChildProcess[] = [];
/** The waits of this test are for states; its own timeout (below) is what bounds them. */
const UNTIL_THE_TEST_TIMES_OUT = Number.POSITIVE_INFINITY;

/** The real server in its own process, on the shared data folder. */
async function startServer(): Promise<ApiProcess> {
  const server = await startApiProcess({ DATA_DIR: dir });
  started.push(server.child);
  return server;
}

const TRX_PASSWORD = 'abc123';

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await stopped(child);
  }
  rmSync(dir, { recursive: true, force: true });
});

it('finishes a batch job and a pending card after the server is killed mid-job', async () => {
  // The API owns its database while it runs: the user is written before it starts.
  let db: Db = openDatabase(path.join(dir, 'portal.db'));
  const user = createUser(db);
  db.prepare('UPDATE users SET trx_password_hash = ? WHERE id = ?').run(hashPasswordSync(TRX_PASSWORD), user.id);
  db.close();
  const first = await startServer();
  const status = async (origin: string) =>
    (await call(origin, 'GET', '/api/v1/card/batch-create-card-status', user.token)).data;
  await call(first.origin, 'POST', '/api/sandbox/admin/wallet/top-up', undefined, {
    user_id: user.id,
    currency: 'USD',
    amount: 1000,
  });
  // Each issuer answer takes 2 s: the job of 20 (5 in flight) needs four rounds, so it is still
  // running when the server is killed just after the first round's answers.
  await call(first.origin, 'PUT', '/api/sandbox/admin/issuer', undefined, { latency_ms: 2000, failure_rate: 0 });
  // Each money call carries a ticket of the transaction-password check, as the portal sends it.
  const ticket = async () => ({
    'x-operation-ticket': (
      await call(first.origin, 'POST', '/api/v1/account/trx-password/check', user.token, { trx_password: TRX_PASSWORD })
    ).data.ticket as string,
  });
  // Both tickets first: the password checks take no time out of the job's rounds.
  const [jobTicket, cardTicket] = [await ticket(), await ticket()];
  const job = await call(
    first.origin,
    'POST',
    '/api/v1/batch-create-card',
    user.token,
    { product_id: 'usd-standard', quantity: 20, amount: 10 },
    jobTicket,
  );
  expect(job.code).toBe(0);
  await waitFor(async () => ((await status(first.origin)).success_count as number) >= 5, UNTIL_THE_TEST_TIMES_OUT);
  const single = await call(
    first.origin,
    'POST',
    '/api/v1/card',
    user.token,
    { product_id: 'usd-standard', amount: 10 },
    cardTicket,
  );
  const before = await status(first.origin);
  first.child.kill('SIGKILL');
  await stopped(first.child);
  expect(before.exist).toBe(true);
  expect((before.success_count as number) + (before.fail_count as number)).toBeLessThan(20);

  const second = await startServer();
  await waitFor(async () => (await status(second.origin)).exist === false, UNTIL_THE_TEST_TIMES_OUT);
  expect(await status(second.origin)).toEqual({
    exist: false,
    job_id: expect.any(String),
    total_count: 20,
    success_count: 20,
    fail_count: 0,
  });
  // The single card's issuer task is not part of the job: it may be resumed after the job ends.
  const cardStatus = async () =>
    (await call(second.origin, 'GET', `/api/v1/card/${single.data.id as string}`, user.token)).data.status;
  await waitFor(async () => (await cardStatus()) !== 'CARD_STATUS_INIT', UNTIL_THE_TEST_TIMES_OUT);
  expect(await cardStatus()).toBe('CARD_STATUS_NORMAL');
  second.child.kill('SIGTERM');
  await stopped(second.child);

  db = openDatabase(path.join(dir, 'portal.db'));
  const count = (sql: string) => (db.prepare(sql).get(user.id) as { n: number }).n;
  expect(count("SELECT count(*) AS n FROM cards WHERE user_id = ? AND status = 'CARD_STATUS_NORMAL'")).toBe(21);
  expect(
    count(
      "SELECT count(*) AS n FROM batch_job_items i JOIN batch_jobs j ON j.id = i.job_id WHERE j.user_id = ? AND i.status = 'SUCCESS'",
    ),
  ).toBe(20);
  expect(count("SELECT available AS n FROM wallet_balances WHERE user_id = ? AND currency = 'USD'")).toBe(
    // Each card: its 10.00 load, the 5.00 open fee and the 1.00 recharge fee on the load.
    (1000 - 21 * 16) * 100,
  );
  expect((db.prepare('SELECT count(*) AS n FROM issuer_tasks').get() as { n: number }).n).toBe(0);
  expectLedgerConsistent(db);
  db.close();
}, 120_000);
