/**
 * The API's benchmark (issue 4): a seeded 100,000-card user; the signed-in reads the portal makes most
 * (card list, unread count, wallet balances) beside a bare Fastify hello-world at 10 and 50
 * connections (./read-throughput). The export has a benchmark of its own (bench:export).
 * Run: pnpm --filter @portal/api bench. BENCH_TINY=1: a tiny seed and one round of 200 requests per
 * load, so that a test can run it once. BENCH_CPU_PROF=<folder>: the API's CPU profile under the load, written there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededSession } from '../src/__tests__/seeded-session';
import { openDatabase } from '../src/db/database';
import { sqliteDatabase } from '../src/db/query-layer';
import { ensureBalance } from '../src/wallet/ledger/balances';
import { measureReadThroughput } from './read-throughput';
import { seedBenchUser } from './seed-bench';

const TINY = process.env.BENCH_TINY === '1';
const CARDS = TINY ? 20 : 100_000;
const MESSAGES = TINY ? 5 : 200;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const db = openDatabase(path.join(dir, 'portal.db'));
  try {
    const t = Date.now();
    const userId = seedBenchUser(db, CARDS, MESSAGES);
    const { kysely } = sqliteDatabase(db);
    for (const currency of ['USD', 'CNY'] as const) await ensureBalance(kysely, userId, currency);
    console.log(`Seeded ${CARDS} cards and ${MESSAGES} station messages in ${Date.now() - t} ms`);
    const token = seededSession(db, userId);
    // The API's process owns the database while it runs.
    db.close();
    await measureReadThroughput({
      dataDir: dir,
      token,
      connectionCounts: [10, 50],
      rounds: TINY ? 1 : 3,
      each: TINY ? { requests: 200 } : { seconds: 5 },
      warmUpRequests: TINY ? 100 : 20_000,
      apiNodeOptions: CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROFILE_DIR)] : [],
    });
  } finally {
    if (db.open) db.close();
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
