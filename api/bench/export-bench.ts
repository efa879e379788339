/**
 * The export benchmark: one user with N cards (1,000,000; BENCH_TINY=1: 2,000), the API in its own
 * process, then the card export from POST to a ready file, the API's resident memory at its peak, and
 * the latency of other calls made meanwhile (the card list and the unread count, a few at a time),
 * beside the same calls' latency just before. Run: pnpm --filter @portal/api bench:export
 * On PostgreSQL: BENCH_POSTGRES=1 (a throwaway cluster) or BENCH_POSTGRES_URL=postgres://… (an empty database).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { seededSession } from '../src/__tests__/seeded-session';
import { createSession } from '../src/auth/sessions';
import { openDatabase } from '../src/db/database';
import { openPostgres } from '../src/db/query-layer';
import { inTransaction } from '../src/db/transaction';
import { percentile, verdict, withApi, type RunningApi } from './api-process';
import { seedBenchUser } from './seed-bench';

const TINY = process.env.BENCH_TINY === '1';
const ROWS = Number(process.env.BENCH_ROWS ?? (TINY ? 2_000 : 1_000_000));
const TARGET_S = 30;
const TARGET_PEAK_MB = 300;
const TARGET_P99_MS = 50;
/** Callers of other endpoints while the export runs, each waiting this long between its calls. */
const PROBES = 4;
const PROBE_PAUSE_MS = 20;
const IDLE_PROBE_MS = TINY ? 300 : 3000;

interface Probe {
  samples: number[];
  errors: number;
}

/** The other calls made while the export runs: the card list and the unread count. */
const OTHER_CALLS = ['/api/v1/card?page=1&page_size=10', '/api/v1/msg-center/station-msg/unread-quantity'];

/** Calls `paths` in turn from `PROBES` callers until `until` resolves. */
async function probeWhile(origin: string, token: string, paths: string[], until: Promise<unknown>): Promise<Probe> {
  const probe: Probe = { samples: [], errors: 0 };
  let running = true;
  void until.finally(() => (running = false));
  const caller = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const started = performance.now();
      const reply = await fetch(`${origin}${paths[i % paths.length]}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await reply.arrayBuffer();
      probe.samples.push(performance.now() - started);
      if (!reply.ok) probe.errors += 1;
      await sleep(PROBE_PAUSE_MS);
    }
  };
  await Promise.all(Array.from({ length: PROBES }, (_, offset) => caller(offset)));
  return probe;
}

interface ExportRun {
  rows: number;
  done: number;
  ready: boolean;
  seconds: number;
  bytes: number;
  rssBefore: number;
  rssPeakDuring: number;
}

async function runExport(api: RunningApi, token: string): Promise<ExportRun> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rssBefore = api.memory().rss;
  let rssPeakDuring = rssBefore;
  const sampler = setInterval(() => (rssPeakDuring = Math.max(rssPeakDuring, api.memory().rss)), 50);
  const started = performance.now();
  try {
    const start = (await (
      await fetch(`${api.origin}/api/v1/card/batch-export`, { method: 'POST', headers, body: '{}' })
    ).json()) as { data: { total_count: number; job_id: string } };
    let status: { ready: boolean; done_count: number; exist: boolean };
    do {
      await sleep(100);
      const reply = await fetch(`${api.origin}/api/v1/card/batch-export-status`, { headers });
      status = ((await reply.json()) as { data: typeof status }).data;
    } while (status.exist && performance.now() - started < 300_000);
    const seconds = (performance.now() - started) / 1000;
    const file = await fetch(`${api.origin}/api/v1/card/batch-export/${start.data.job_id}/file`, { headers });
    const bytes = file.ok ? (await file.arrayBuffer()).byteLength : 0;
    return {
      rows: start.data.total_count,
      done: status.done_count,
      ready: status.ready,
      seconds,
      bytes,
      rssBefore,
      rssPeakDuring,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The export against a running API, with the other calls' latency before and meanwhile, printed beside the targets. */
async function measure(api: RunningApi, token: string, otherCalls: string[]): Promise<void> {
  const idle = await probeWhile(api.origin, token, otherCalls, sleep(IDLE_PROBE_MS));
  const exporting = runExport(api, token);
  const [ex, during] = await Promise.all([exporting, probeWhile(api.origin, token, otherCalls, exporting)]);
  const peak = api.memory().peak;
  const p99 = percentile(during.samples, 0.99);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`export of ${ex.rows} cards (${ex.done} written, file ${mb(ex.bytes)}):`);
  console.table([
    {
      figure: 'POST → file ready',
      value: `${ex.seconds.toFixed(2)} s`,
      target: `< ${TARGET_S} s`,
      verdict: verdict(ex.ready && ex.done === ROWS && ex.seconds < TARGET_S),
    },
    {
      figure: 'API resident memory, peak (VmHWM)',
      value: `${peak} MB (before export ${ex.rssBefore} MB, during ${ex.rssPeakDuring} MB)`,
      target: `< ${TARGET_PEAK_MB} MB`,
      verdict: verdict(peak < TARGET_PEAK_MB),
    },
    {
      figure: 'other calls meanwhile, p99',
      value: `${p99.toFixed(1)} ms (max ${Math.max(...during.samples).toFixed(1)} ms, ${during.samples.length} calls, ${during.errors} errors; idle p99 ${percentile(idle.samples, 0.99).toFixed(1)} ms)`,
      target: `< ${TARGET_P99_MS} ms`,
      verdict: verdict(during.errors === 0 && p99 < TARGET_P99_MS),
    },
  ]);
}

/** On SQLite: the built API as `npm start` runs it, the cards seeded into its file beforehand. */
async function onSqlite(): Promise<void> {
  let token = '';
  await withApi((api) => measure(api, token, OTHER_CALLS), {
    prepare: (dataDir) => {
      const db = openDatabase(path.join(dataDir, 'portal.db'));
      try {
        const started = Date.now();
        const userId = seedBenchUser(db, ROWS, 20);
        token = seededSession(db, userId);
        console.log(`seeded ${ROWS} cards in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        db.close();
      }
    },
  });
}

/** A module of the repository's scripts (plain JavaScript), loaded by its path. */
const script = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(path.resolve(__dirname, '..', '..', 'scripts', 'lib', name)).href)) as T;

/**
 * On PostgreSQL: the database of BENCH_POSTGRES_URL (an empty one: the cards are added to it), or with
 * BENCH_POSTGRES=1 a throwaway cluster of Debian's server, as the API's PostgreSQL tests start one.
 * The built API serves it with DATABASE_URL, as `npm start` would.
 */
async function onPostgres(): Promise<void> {
  let cluster: { url: string; stop(): Promise<void> | void } | null = null;
  if (!process.env.BENCH_POSTGRES_URL) {
    const { ensurePostgres } = await script<{ ensurePostgres(): string }>('ensure-postgres.mjs');
    const { startPostgresCluster } = await script<{
      startPostgresCluster(binDir: string): Promise<{ url: string; stop(): Promise<void> | void }>;
    }>('postgres-cluster.mjs');
    cluster = await startPostgresCluster(ensurePostgres());
  }
  const url = process.env.BENCH_POSTGRES_URL ?? cluster?.url ?? '';
  try {
    const started = Date.now();
    const token = await seedOnPostgres(url, ROWS);
    console.log(`seeded ${ROWS} cards in PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await withApi((api) => measure(api, token, OTHER_CALLS), { env: { DATABASE_URL: url } });
  } finally {
    await cluster?.stop();
  }
}

/** One user with `rows` cards (three in four NORMAL, one FREEZE, a second apart), made by the server itself. */
async function seedOnPostgres(url: string, rows: number): Promise<string> {
  const database = await openPostgres(url, { poolSize: 1 });
  try {
    const userId = randomUUID();
    const now = Date.now();
    await database.kysely
      .insertInto('users')
      .values({ id: userId, phone: '13900000000', password_hash: 'x', created_at: now })
      .execute();
    // The cards' counting triggers would update the user's two counter rows a million times in one
    // transaction: off for the seed, and the counters written once from what it made.
    await inTransaction(database, async (trx) => {
      await sql`ALTER TABLE cards DISABLE TRIGGER USER`.execute(trx);
      await sql`
        INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, created_at, updated_at)
        SELECT md5(${userId} || i::text), ${userId},
               CASE WHEN i % 2 = 0 THEN 'usd-standard' ELSE 'cny-standard' END,
               CASE WHEN i % 2 = 0 THEN 'USD' ELSE 'CNY' END,
               lpad((i % 10000)::text, 4, '0'), '12/30', i * 7,
               CASE WHEN i % 4 = 3 THEN 'CARD_STATUS_FREEZE' ELSE 'CARD_STATUS_NORMAL' END,
               ${now}::bigint - (${rows}::bigint - i) * 1000, ${now}::bigint - (${rows}::bigint - i) * 1000
        FROM generate_series(0, ${rows}::int - 1) AS i`.execute(trx);
      await sql`ALTER TABLE cards ENABLE TRIGGER USER`.execute(trx);
      await sql`
        INSERT INTO card_status_counts (user_id, status, count)
        SELECT user_id, status, count(*) FROM cards WHERE user_id = ${userId} GROUP BY user_id, status`.execute(trx);
      await trx.insertInto('card_list_versions').values({ user_id: userId, version: 1 }).execute();
      await sql`
        INSERT INTO card_secrets (card_id, pan, cvv)
        SELECT id, '485932' || lpad(last4, 10, '0'), '123' FROM cards WHERE user_id = ${userId}`.execute(trx);
    });
    await sql`ANALYZE`.execute(database.kysely);
    return await createSession(database, userId, null);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_POSTGRES_URL || process.env.BENCH_POSTGRES === '1') await onPostgres();
  else await onSqlite();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
