import { hashPasswordSync } from '../../accounts/passwords';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../db/database';
import { createUser, expectLedgerConsistent, waitFor } from './helpers';

const API_DIR = path.resolve(__dirname, '..', '..', '..');
const dir = mkdtempSync(path.join(tmpdir(), 'portal-wallet-kill-'));
const started: ChildProcess[] = [];
/** The waits of this test are for states; its own timeout (below) is what bounds them. */
const UNTIL_THE_TEST_TIMES_OUT = Number.POSITIVE_INFINITY;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** The real server (src/main.ts) in its own process, as `pnpm start` runs it, on the shared data folder. */
async function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dir, API_PORT: String(port), API_MODE: 'sandbox', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  started.push(child);
  const origin = `http://127.0.0.1:${port}`;
  // However long tsx takes to start it on a busy machine (the test's own timeout is the guard),
  // unless it has stopped.
  await waitFor(async () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The API stopped before it answered');
    try {
      return (await fetch(`${origin}/api/health`)).ok;
    } catch {
      return false;
    }
  }, UNTIL_THE_TEST_TIMES_OUT);
  return { child, origin };
}

const TRX_PASSWORD = 'abc123';

async function call(
  origin: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

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
  const card = await call(second.origin, 'GET', `/api/v1/card/${single.data.id as string}`, user.token);
  expect(card.data).toMatchObject({ status: 'CARD_STATUS_NORMAL' });
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
