/**
 * The API's benchmark (issue 4): a seeded 100,000-card user, autocannon against a bare Fastify baseline and
 * two hot endpoints. Run: pnpm --filter @portal/api bench (the export has its own: bench:export)
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
const DURATION_S = 5;
const ROUNDS = 3;
const CONNECTIONS = 50;

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

interface Target {
  name: string;
  url: string;
  token?: string;
  /** Held to the targets (the others only explain the numbers). */
  judged?: boolean;
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // The load comes from a worker thread, so it does not share the servers' event loop.
    workers: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Each round measures the baseline and then every target, so each target is compared with a baseline
 * taken moments before it: on a shared machine the CPU on offer drifts between runs. The share of
 * the baseline is the median over the rounds; p99 is the worst round's.
 */
async function compareWithBaseline(baselineUrl: string, targets: Target[]) {
  const shares = new Map<Target, number[]>(targets.map((target) => [target, []]));
  const figures = new Map<Target | 'baseline', Figures[]>();
  const record = (key: Target | 'baseline', value: Figures) => figures.set(key, [...(figures.get(key) ?? []), value]);
  for (let round = 0; round < ROUNDS; round += 1) {
    const base = await load(baselineUrl);
    record('baseline', base);
    for (const target of targets) {
      const result = await load(target.url, target.token);
      record(target, result);
      shares.get(target)?.push(result.rps / base.rps);
    }
  }
  const row = (name: string, runs: Figures[], share: number | null, judged = false) => {
    const p99 = Math.max(...runs.map((run) => run.p99));
    const verdict = share !== null && share >= 0.5 && p99 < 50 ? 'met' : 'MISSED';
    return {
      endpoint: name,
      'req/s (median)': Math.round(median(runs.map((run) => run.rps))),
      'p99 ms (worst)': p99,
      '% of baseline (median)': share === null ? '100%' : `${Math.round(share * 100)}%`,
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      'target (≥50%, p99<50ms)': judged ? verdict : '—',
    };
  };
  return [
    row('baseline (Fastify hello-world)', figures.get('baseline') ?? [], null),
    ...targets.map((target) =>
      row(target.name, figures.get(target) ?? [], median(shares.get(target) ?? []), target.judged),
    ),
  ];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const db = openDatabase(path.join(dir, 'portal.db'));
  const servers: FastifyInstance[] = [];
  try {
    const t = Date.now();
    const userId = seedBenchUser(db, CARDS, 200);
    console.log(`Seeded ${CARDS} cards and 200 station messages in ${Date.now() - t} ms`);
    const token = createSession(db, userId, null);
    const api = buildServer({ config: { ...readConfig({}), logLevel: 'silent', mode: 'sandbox', dataDir: dir }, db });
    const baseline = Fastify();
    baseline.get('/', async () => ({ hello: 'world' }));
    servers.push(api, baseline);
    await api.listen({ host: '127.0.0.1', port: 0 });
    await baseline.listen({ host: '127.0.0.1', port: 0 });

    const targets: Target[] = [
      // Diagnostic: the platform (hooks, envelope, schema serializer) without auth or SQL.
      { name: 'GET /api/health (diagnostic)', url: `${originOf(api)}/api/health` },
      // The first page as the API serves it: 10 cards, the default page size.
      { name: 'GET /api/v1/card (first page)', url: `${originOf(api)}/api/v1/card`, token, judged: true },
      // Diagnostic: twice the cards, twice the bytes per answer.
      { name: 'GET /api/v1/card?page_size=20 (diagnostic)', url: `${originOf(api)}/api/v1/card?page_size=20`, token },
      {
        name: 'GET …/station-msg/unread-quantity',
        url: `${originOf(api)}/api/v1/msg-center/station-msg/unread-quantity`,
        token,
        judged: true,
      },
    ];
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per endpoint…`);
    console.table(await compareWithBaseline(`${originOf(baseline)}/`, targets));
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
