/**
 * The signed-in reads' throughput beside a bare Fastify hello-world: the API and the baseline each
 * run in a process of their own, started alike, and autocannon loads one of them at a time from
 * this process, so the server under load has a core to itself and the load another.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitUntilUp, withApi } from './api-process';

/** The target: each judged read at least this share of the baseline's requests per second… */
export const TARGET_SHARE = 0.5;
/** …with a p99 under this many ms. */
export const TARGET_P99_MS = 50;

export interface ThroughputPlan {
  /** The data folder the API serves (seeded beforehand, not in use). */
  dataDir: string;
  /** A signed-in session's token in that folder. */
  token: string;
  connectionCounts: number[];
  rounds: number;
  durationSeconds: number;
  /** Requests sent to each endpoint before the rounds, so that none is measured before it is compiled. */
  warmUpRequests: number;
  /** Node's options for the API's process (`--cpu-prof` to see where its time goes). */
  apiNodeOptions?: string[];
}

interface Target {
  name: string;
  path: string;
  /** Held to the targets (the others only explain the numbers). */
  judged?: boolean;
}

/** What is loaded: the platform alone, then the reads the signed-in pages make first. */
const TARGETS: Target[] = [
  // Diagnostic: the platform (hooks, envelope, schema serializer) without auth or SQL.
  { name: 'GET /api/health (diagnostic)', path: '/api/health' },
  // The first page as the API serves it: 10 cards, the default page size.
  { name: 'GET /api/v1/card (first page)', path: '/api/v1/card', judged: true },
  { name: 'GET …/station-msg/unread-quantity', path: '/api/v1/msg-center/station-msg/unread-quantity', judged: true },
  // The wallet page's balances.
  { name: 'GET /api/v1/balance (wallet)', path: '/api/v1/balance', judged: true },
];

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function warmUp(url: string, requests: number, token?: string): Promise<void> {
  await autocannon({
    url,
    connections: 10,
    amount: requests,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function load(url: string, connections: number, seconds: number, token?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs the bare Fastify hello-world in its own process while `work` runs. */
async function withBaseline<T>(work: (origin: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'hello-world.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(origin, '/');
    return await work(origin);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Each round measures the baseline and then every target, so each target is compared with a baseline
 * taken moments before it: on a shared machine the CPU on offer drifts between runs. The ratio to the
 * baseline is the median over the rounds; p99 is the worst round's.
 */
async function compare(plan: ThroughputPlan, apiOrigin: string, baselineOrigin: string, connections: number) {
  const ratios = new Map<Target, number[]>(TARGETS.map((target) => [target, []]));
  const figures = new Map<Target | 'baseline', Figures[]>();
  const record = (key: Target | 'baseline', value: Figures) => figures.set(key, [...(figures.get(key) ?? []), value]);
  for (let round = 0; round < plan.rounds; round += 1) {
    const base = await load(`${baselineOrigin}/`, connections, plan.durationSeconds);
    record('baseline', base);
    for (const target of TARGETS) {
      const result = await load(`${apiOrigin}${target.path}`, connections, plan.durationSeconds, plan.token);
      record(target, result);
      ratios.get(target)?.push(result.rps / base.rps);
    }
  }
  const row = (name: string, runs: Figures[], ratio: number | null, judged = false) => {
    const p99 = Math.max(...runs.map((run) => run.p99));
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    const met = ratio !== null && ratio >= TARGET_SHARE && p99 < TARGET_P99_MS && errors === 0;
    return {
      connections,
      endpoint: name,
      'req/s (median)': Math.round(median(runs.map((run) => run.rps))),
      'p99 ms (worst)': p99,
      'ratio to baseline (median)': ratio === null ? '1.00' : ratio.toFixed(2),
      errors,
      [`target (ratio ≥ ${TARGET_SHARE}, p99 < ${TARGET_P99_MS} ms)`]: judged ? (met ? 'met' : 'MISSED') : '—',
    };
  };
  return [
    row('baseline (Fastify hello-world)', figures.get('baseline') ?? [], null),
    ...TARGETS.map((target) =>
      row(target.name, figures.get(target) ?? [], median(ratios.get(target) ?? []), target.judged),
    ),
  ];
}

/** Prints a table per connection count: requests per second, p99 and the ratio to the baseline beside the target. */
export async function measureReadThroughput(plan: ThroughputPlan): Promise<void> {
  // The API as the containers run it: its request log at `info`, written to a discarded stdout.
  const env = { API_MODE: 'sandbox', LOG_LEVEL: 'info' };
  await withApi(
    (api) =>
      withBaseline(async (baselineOrigin) => {
        await warmUp(`${baselineOrigin}/`, plan.warmUpRequests);
        for (const target of TARGETS) await warmUp(`${api.origin}${target.path}`, plan.warmUpRequests, plan.token);
        for (const connections of plan.connectionCounts) {
          console.log(
            `autocannon: ${connections} connections, ${plan.rounds} round(s) of ${plan.durationSeconds} s per endpoint…`,
          );
          console.table(await compare(plan, api.origin, baselineOrigin, connections));
        }
      }),
    { dataDir: plan.dataDir, env, nodeOptions: plan.apiNodeOptions },
  );
}
