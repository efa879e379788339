/**
 * The API as the benchmarks run it: built (api/dist/main.js, as `npm start` and the containers run
 * it), in production mode (real scrypt cost), in its own process on loopback, with a fresh data
 * directory; clients reach it the way they do behind the edge, their address in X-Forwarded-For.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { freePort } from '../src/__tests__/api-process';

const API_ROOT = path.resolve(__dirname, '..');
/** The API's build (scripts/lib/build-api.mjs), run with its source maps as the launcher runs it. */
const BUILT_API = ['--enable-source-maps', 'dist/main.js'];

/** Builds the API unless api/dist is already the build of its sources as they are now. */
async function buildApiIfStale(): Promise<void> {
  const script = pathToFileURL(path.resolve(API_ROOT, '..', 'scripts', 'lib', 'build-api.mjs')).href;
  const { buildApiIfStale: build } = (await import(script)) as { buildApiIfStale(): Promise<boolean> };
  if (await build()) console.log('(the API was built first)');
}

export async function waitUntilUp(origin: string, probe = '/api/health'): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(`${origin}${probe}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${origin}${probe} did not answer within 60 s`);
}

export interface RunningApi {
  origin: string;
  /** The API's resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rss: number; peak: number };
  /** The CPU time the API's process has used so far, in seconds (user and system, Linux /proc). */
  cpuSeconds(): number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, in seconds (user and system, Linux /proc). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

export interface ApiOptions {
  /** A data folder prepared beforehand (kept afterwards); without it a fresh one, removed afterwards. */
  dataDir?: string;
  /** Fills the data folder before the API starts (the API then holds its database alone). */
  prepare?: (dataDir: string) => void;
  /** Settings beside and over the defaults (production mode, LOG_LEVEL warn). */
  env?: NodeJS.ProcessEnv;
  /** Node's options for the API's process, such as `--cpu-prof`. */
  nodeOptions?: string[];
}

/** Starts the API, runs `work` against it, and stops it whatever happens. */
export async function withApi<T>(work: (api: RunningApi) => Promise<T>, options: ApiOptions = {}): Promise<T> {
  await buildApiIfStale();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  options.prepare?.(dataDir);
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeOptions ?? []), ...BUILT_API], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memory = () => {
    const status = readFileSync(`/proc/${child.pid ?? 0}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  };
  try {
    await waitUntilUp(origin);
    return await work({ origin, memory, cpuSeconds: () => cpuSecondsOf(child.pid ?? 0) });
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface Answer {
  ms: number;
  status: number;
  code: number;
  message: string;
  data: unknown;
}

/** One JSON call from a client address; answers the envelope and how long it took. */
export async function call(
  origin: string,
  from: string,
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${origin}${apiPath}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  return { ms: performance.now() - started, status: response.status, ...envelope };
}

export const randomPhone = (): string => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

export const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');
