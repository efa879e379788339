/**
 * The API's benchmark (issue 4): a seeded 100,000-card user, autocannon against a bare Fastify baseline and
 * two hot endpoints, then the 100,000-row export's time and peak memory. Run: pnpm --filter @portal/api bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSession } from '../src/auth/sessions';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildServer } from '../src/server';
import { seedBenchUser } from './seed-bench';

const CARDS = 100_000;
const DURATION_S = 10;
const CONNECTIONS = 50;

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // The load comes from a worker thread, so it does not share the servers' event loop.
    workers: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

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
  const db = openDatabase(path.join(dir, 'portal.db'));
  const servers: FastifyInstance[] = [];
  try {
    let t = Date.now();
    const userId = seedBenchUser(db, CARDS, 200);
    console.log(`Seeded ${CARDS} cards and 200 station messages in ${Date.now() - t} ms`);
    const token = createSession(db, userId, null);
    const api = buildServer({ config: { ...readConfig({}), logLevel: 'silent', mode: 'sandbox', dataDir: dir }, db });
    const baseline = Fastify();
    baseline.get('/', async () => ({ hello: 'world' }));
    servers.push(api, baseline);
    await api.listen({ host: '127.0.0.1', port: 0 });
    await baseline.listen({ host: '127.0.0.1', port: 0 });

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each…`);
    const base = await load('baseline (Fastify hello-world)', `${originOf(baseline)}/`);
    const rows = [
      base,
      // Diagnostic: the platform (hooks, envelope, schema serializer) without auth or SQL.
      await load('GET /api/health (diagnostic)', `${originOf(api)}/api/health`),
      await load('GET /api/v1/card?page=1&page_size=20', `${originOf(api)}/api/v1/card?page=1&page_size=20`, token),
      await load(
        'GET …/station-msg/unread-quantity',
        `${originOf(api)}/api/v1/msg-center/station-msg/unread-quantity`,
        token,
      ),
    ];
    console.table(
      rows.map((row) => ({
        endpoint: row.name,
        'req/s': Math.round(row.rps),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        '% of baseline': `${Math.round((row.rps / base.rps) * 100)}%`,
        errors: row.errors,
        'target (≥50%, p99<50ms)':
          row === base || row.name.includes('diagnostic')
            ? '—'
            : row.rps >= base.rps / 2 && row.p99 < 50
              ? 'met'
              : 'MISSED',
      })),
    );

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
    db.close();
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
