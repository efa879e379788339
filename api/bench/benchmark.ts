/**
 * The API's benchmark (issue 4): a seeded 100,000-card user; the signed-in reads the portal makes most
 * (card list, unread count, wallet balances) beside a bare Fastify hello-world at 10 and 50
 * connections (./read-throughput); then the 100,000-row export's time and peak memory.
 * Run: pnpm --filter @portal/api bench. BENCH_TINY=1: a tiny seed and one short round, so that a test
 * can run it once. BENCH_CPU_PROF=<folder>: the API's CPU profile under the load, written there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../src/auth/sessions';
import { readConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { buildServer } from '../src/server';
import { ensureBalances } from '../src/wallet/ledger/balances';
import { measureReadThroughput } from './read-throughput';
import { seedBenchUser } from './seed-bench';

const TINY = process.env.BENCH_TINY === '1';
const CARDS = TINY ? 20 : 100_000;
const MESSAGES = TINY ? 5 : 200;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function measureExport(origin: string, token: string) {
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = Date.now();
  const answer = (await (
    await fetch(`${origin}/api/v1/card/batch-export`, { method: 'POST', headers, body: '{}' })
  ).json()) as {
    data: { total_count: number };
  };
  let status: { ready: boolean; done_count: number };
  do {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reply = await fetch(`${origin}/api/v1/card/batch-export-status`, { headers });
    status = ((await reply.json()) as { data: typeof status }).data;
  } while (!status.ready && Date.now() - started < 120_000);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  return { rows: answer.data.total_count, done: status.done_count, ready: status.ready, seconds, peak, before };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const file = path.join(dir, 'portal.db');
  let db: Db | null = openDatabase(file);
  const servers: FastifyInstance[] = [];
  try {
    let t = Date.now();
    const userId = seedBenchUser(db, CARDS, MESSAGES);
    ensureBalances(db, userId);
    console.log(`Seeded ${CARDS} cards and ${MESSAGES} station messages in ${Date.now() - t} ms`);
    const token = createSession(db, userId, null);
    // The API's process owns the database while it runs.
    db.close();
    db = null;
    await measureReadThroughput({
      dataDir: dir,
      token,
      connectionCounts: [10, 50],
      rounds: TINY ? 1 : 3,
      durationSeconds: TINY ? 1 : 5,
      warmUpRequests: TINY ? 500 : 20_000,
      apiNodeOptions: CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROFILE_DIR)] : [],
    });

    db = openDatabase(file);
    const api = buildServer({ config: { ...readConfig({}), logLevel: 'silent', mode: 'sandbox', dataDir: dir }, db });
    servers.push(api);
    await api.listen({ host: '127.0.0.1', port: 0 });

    t = Date.now();
    const ex = await measureExport(originOf(api), token);
    const met = ex.ready && ex.seconds < 20 && mb(ex.peak) < 300;
    console.table([
      {
        export: `${ex.rows} rows (done ${ex.done})`,
        'POST→ready s': ex.seconds.toFixed(2),
        'RSS before MB': mb(ex.before),
        'peak RSS MB': mb(ex.peak),
        'target (<20 s, <300 MB)': met ? 'met' : 'MISSED',
      },
    ]);
  } finally {
    for (const server of servers) await server.close();
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
