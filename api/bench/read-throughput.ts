/**
 * The signed-in reads' throughput beside a bare Fastify hello-world: the API (built, as `npm start`
 * runs it) and the baseline (its few lines loaded through tsx, which costs nothing per request) each
 * run in a process of their own, and autocannon loads one of them at a time from this process, so
 * the server under load has a core to itself and the load another.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/__tests__/api-process';
import { cpuSecondsOf, waitUntilUp, withApi } from './api-process';

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
  /** Each load: for a time, or (the tiny run's, which checks only that it runs) a number of requests. */
  each: LoadSize;
  /** Requests sent to each endpoint before the rounds, so that none is measured before it is compiled. */
  warmUpRequests: number;
  /** Node's options for the API's process (`--cpu-prof` to see where its time goes). */
  apiNodeOptions?: string[];
}

export type LoadSize = { seconds: number } | { requests: number };

const sizeOf = (each: LoadSize) => ('seconds' in each ? `${each.seconds} s` : `${each.requests} requests`);

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
  /** The server's CPU time per answer, in µs: what the ratio would be on an idle machine, less noisy on a busy one. */
  cpuUs: number;
}

/** The server loaded: its origin and the CPU time its process has used so far. */
interface Server {
  origin: string;
  cpuSeconds(): number;
}

async function warmUp(url: string, requests: number, token?: string): Promise<void> {
  await autocannon({
    url,
    connections: 10,
    amount: requests,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function load(
  server: Server,
  path: string,
  connections: number,
  each: LoadSize,
  token?: string,
): Promise<Figures> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: `${server.origin}${path}`,
    connections,
    ...('seconds' in each ? { duration: each.seconds } : { amount: each.requests }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs the bare Fastify hello-world in its own process while `work` runs. */
async function withBaseline<T>(work: (baseline: Server) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'hello-world.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(origin, '/');
    return await work({ origin, cpuSeconds: () => cpuSecondsOf(child.pid ?? 0) });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const ratio = (value: number | null) => (value === null ? '1.00' : value.toFixed(2));

/**
 * Each round measures the baseline and then every target, so each target is compared with a baseline
 * taken moments before it: on a shared machine the CPU on offer drifts between runs. The ratios to the
 * baseline are medians over the rounds; p99 is the worst round's.
 */
async function compare(plan: ThroughputPlan, api: Server, baseline: Server, connections: number) {
  const rpsRatios = new Map<Target, number[]>(TARGETS.map((target) => [target, []]));
  const cpuRatios = new Map<Target, number[]>(TARGETS.map((target) => [target, []]));
  const figures = new Map<Target | 'baseline', Figures[]>();
  const record = (key: Target | 'baseline', value: Figures) => figures.set(key, [...(figures.get(key) ?? []), value]);
  for (let round = 0; round < plan.rounds; round += 1) {
    const base = await load(baseline, '/', connections, plan.each);
    record('baseline', base);
    for (const target of TARGETS) {
      const result = await load(api, target.path, connections, plan.each, plan.token);
      record(target, result);
      rpsRatios.get(target)?.push(result.rps / base.rps);
      cpuRatios.get(target)?.push(base.cpuUs / result.cpuUs);
    }
  }
  const row = (name: string, runs: Figures[], rpsRatio: number | null, cpuRatio: number | null, judged = false) => {
    const p99 = Math.max(...runs.map((run) => run.p99));
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    const met = rpsRatio !== null && rpsRatio >= TARGET_SHARE && p99 < TARGET_P99_MS && errors === 0;
    return {
      connections,
      endpoint: name,
      'req/s (median)': Math.round(median(runs.map((run) => run.rps))),
      'p99 ms (worst)': p99,
      errors,
      'CPU µs/req (median)': Math.round(median(runs.map((run) => run.cpuUs))),
      'CPU ratio': ratio(cpuRatio),
      'req/s ratio': ratio(rpsRatio),
      [`target (req/s ratio ≥ ${TARGET_SHARE}, p99 < ${TARGET_P99_MS} ms)`]: judged ? (met ? 'met' : 'MISSED') : '—',
    };
  };
  return [
    row('baseline (Fastify hello-world)', figures.get('baseline') ?? [], null, null),
    ...TARGETS.map((target) =>
      row(
        target.name,
        figures.get(target) ?? [],
        median(rpsRatios.get(target) ?? []),
        median(cpuRatios.get(target) ?? []),
        target.judged,
      ),
    ),
  ];
}

/**
 * Prints a table per connection count: each endpoint's requests per second and p99, the server's CPU
 * time per answer, and both as ratios to the baseline (its CPU time per answer over the endpoint's),
 * the requests-per-second ratio beside the target.
 */
export async function measureReadThroughput(plan: ThroughputPlan): Promise<void> {
  // The API as the containers run it: its request log at `info`, written to a discarded stdout.
  const env = { API_MODE: 'sandbox', LOG_LEVEL: 'info' };
  await withApi(
    (api) =>
      withBaseline(async (baseline) => {
        await warmUp(`${baseline.origin}/`, plan.warmUpRequests);
        for (const target of TARGETS) await warmUp(`${api.origin}${target.path}`, plan.warmUpRequests, plan.token);
        for (const connections of plan.connectionCounts) {
          console.log(
            `autocannon: ${connections} connections, ${plan.rounds} round(s) of ${sizeOf(plan.each)} per endpoint…`,
          );
          console.table(await compare(plan, api, baseline, connections));
        }
      }),
    { dataDir: plan.dataDir, env, nodeOptions: plan.apiNodeOptions },
  );
}
