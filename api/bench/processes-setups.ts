/**
 * The two ways a merchant runs the API that the processes benchmark compares, each started the same
 * way and torn down whatever happens: PostgreSQL (a throwaway cluster of Debian's server) with three
 * built API processes, and SQLite (a fresh data folder) with one; nginx over them as ops render it,
 * believing X-Forwarded-For from loopback so each client keeps its own address. The data are seeded
 * through the query layer before the processes start (on SQLite the API then holds the file alone),
 * and the database is opened again once they stopped, for the checks after the run.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/db/database';
import { openPostgres, sqliteDatabase, type Database } from '../src/db/query-layer';
import { SIGN_IN_LIMIT_ENV } from './sign-in-limit';

const REPO = path.resolve(__dirname, '..', '..');

type Cluster = { url: string; stop(): Promise<void> };
type RunningApi = { child: ChildProcess; origin: string; host: string; stop(): Promise<void> };
type RunningNginx = { origin: string; stop(): Promise<void> };
interface Scripts {
  ensurePostgres(): string;
  startPostgresCluster(bin: string): Promise<Cluster>;
  buildApiIfStale(): Promise<boolean>;
  startBuiltApi(env: NodeJS.ProcessEnv, options?: { nodeOptions?: string[] }): Promise<RunningApi>;
  startNginxOver(options: {
    apiHosts: string[];
    dist: string;
    pins: string;
    realIpFrom?: string[];
    workerConnections?: number;
    skipCspMap?: boolean;
  }): Promise<RunningNginx>;
}

/** The repository's launcher pieces (scripts/lib), shared with the browser test of several processes. */
async function scripts(): Promise<Scripts> {
  const load = (name: string) => import(pathToFileURL(path.join(REPO, 'scripts', 'lib', name)).href);
  return {
    ...(await load('ensure-postgres.mjs')),
    ...(await load('postgres-cluster.mjs')),
    ...(await load('build-api.mjs')),
    ...(await load('apis-behind-nginx.mjs')),
  } as Scripts;
}

export type SetupKind = 'postgres' | 'sqlite';

export const SETUP_LABELS: Record<SetupKind, string> = {
  postgres: 'PostgreSQL, 3 API processes',
  sqlite: 'SQLite, 1 API process',
};

export interface RunningSetup {
  label: string;
  /** Each API process's origin, to reach one directly (not through nginx). */
  apis: string[];
  apiPids: number[];
  /** nginx over all of them. */
  edge: string;
  /** The API processes' resident memory together, in MB, at its peak so far (sampled every 100 ms). */
  peakMemoryMb(): number;
}

export interface SetupSteps<S, M, C> {
  /** Writes what the run needs, before any API process starts. */
  seed(database: Database): Promise<S>;
  measure(setup: RunningSetup, seeded: S): Promise<M>;
  /** Reads the database once every API process stopped. */
  afterStop(database: Database, seeded: S, measured: M): Promise<C>;
}

const PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;

/** How long between two samples of the processes' memory. */
const MEMORY_SAMPLE_MS = 100;

/** A process's resident memory now, in kB (Linux /proc); 0 once it ended. */
function residentKb(pid: number | undefined): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The database of a setup, opened by the benchmark for seeding and for checking, and how it ends. */
interface Store {
  open(): Promise<Database>;
  /** Closes what `open` answered. */
  close(database: Database): Promise<void>;
  /** What every API process needs to find it. */
  env: NodeJS.ProcessEnv;
  processes: number;
  remove(): Promise<void>;
}

async function postgresStore(lib: Scripts, dataDir: string): Promise<Store> {
  const cluster = await lib.startPostgresCluster(lib.ensurePostgres());
  return {
    open: () => openPostgres(cluster.url, { poolSize: 4 }),
    close: (database) => database.close(),
    // The export files would be in the one shared folder (api/README.md, "Databases").
    env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
    processes: 3,
    remove: () => cluster.stop(),
  };
}

function sqliteStore(dataDir: string): Store {
  return {
    open: async () => sqliteDatabase(openDatabase(path.join(dataDir, 'portal.db'))),
    close: async (database) => {
      database.sqlite?.close();
    },
    env: { DATA_DIR: dataDir },
    processes: 1,
    remove: async () => {},
  };
}

/**
 * Starts the setup, seeds it, measures it and stops it; then checks its database. Everything it
 * started is stopped and removed whatever happens (an interrupted run too: each piece ends with this
 * process).
 */
export async function runSetup<S, M, C>(
  kind: SetupKind,
  steps: SetupSteps<S, M, C>,
): Promise<{ measured: M; checked: C; peakMemoryMb: number }> {
  const lib = await scripts();
  if (await lib.buildApiIfStale()) console.log('(the API was built first)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-processes-'));
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-bench-dist-'));
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    stops.length = 0;
  };
  try {
    const store = kind === 'postgres' ? await postgresStore(lib, dataDir) : sqliteStore(dataDir);
    stops.push(() => store.remove());
    const seeding = await store.open();
    let seeded: S;
    try {
      seeded = await steps.seed(seeding);
    } finally {
      await store.close(seeding);
    }

    const processStops: (() => Promise<void>)[] = [];
    stops.push(async () => {
      for (const stop of processStops.reverse()) await stop();
      processStops.length = 0;
    });
    const apis: RunningApi[] = [];
    // One after another: each migrates and seeds the sandbox only if the one before has not.
    for (let n = 0; n < store.processes; n += 1) {
      const api = await lib.startBuiltApi(
        {
          ...store.env,
          // As in production (real password cost), with the sandbox's admin calls (announcements, top-ups).
          NODE_ENV: 'production',
          API_MODE: 'sandbox',
          LOG_LEVEL: 'warn',
          // A client address holds as many streams as a user may: had the API taken nginx's address
          // for the clients', their streams would be refused beyond 10.
          LIVE_STREAMS_PER_ADDRESS: '10',
          ...SIGN_IN_LIMIT_ENV,
        },
        // BENCH_CPU_PROF=<folder>: each API process writes its CPU profile there when it stops.
        { nodeOptions: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] },
      );
      apis.push(api);
      processStops.push(() => api.stop());
    }
    let peakKb = 0;
    const sample = () => {
      const kb = apis.reduce((sum, api) => sum + residentKb(api.child.pid), 0);
      peakKb = Math.max(peakKb, kb);
    };
    const sampler = setInterval(sample, MEMORY_SAMPLE_MS);
    processStops.push(async () => clearInterval(sampler));
    const nginx = await lib.startNginxOver({
      apiHosts: apis.map((api) => api.host),
      dist,
      pins: path.join(REPO, 'deploy', 'pins'),
      realIpFrom: ['127.0.0.1'],
      // Two connections for each of 10,000 streams, however nginx's workers share them.
      workerConnections: 24_000,
      skipCspMap: true,
    });
    processStops.push(() => nginx.stop());
    const setup: RunningSetup = {
      label: SETUP_LABELS[kind],
      apis: apis.map((api) => api.origin),
      apiPids: apis.map((api) => api.child.pid ?? 0),
      edge: nginx.origin,
      peakMemoryMb: () => {
        sample();
        return Math.round(peakKb / 1024);
      },
    };
    const measured = await steps.measure(setup, seeded);
    const peakMemoryMb = setup.peakMemoryMb();
    // The processes stop before the database is read again (on SQLite the API holds its file alone).
    await stops.pop()?.();
    const checking = await store.open();
    try {
      return { measured, checked: await steps.afterStop(checking, seeded, measured), peakMemoryMb };
    } finally {
      await store.close(checking);
    }
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
