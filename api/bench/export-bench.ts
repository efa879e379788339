/**
 * The export benchmark: one user with N cards (1,000,000; BENCH_TINY=1: 2,000), the API in its own
 * process, then the card export from POST to a ready file, the API's resident memory at its peak, and
 * the latency of other calls made meanwhile (the card list and the unread count, a few at a time),
 * beside the same calls' latency just before. Run: pnpm --filter @portal/api bench:export
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededSession } from '../src/__tests__/seeded-session';
import { openDatabase } from '../src/db/database';
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

/** Calls the card list and the unread count in turn from `PROBES` callers until `until` resolves. */
async function probeWhile(origin: string, token: string, until: Promise<unknown>): Promise<Probe> {
  const probe: Probe = { samples: [], errors: 0 };
  let running = true;
  void until.finally(() => (running = false));
  const paths = ['/api/v1/card?page=1&page_size=10', '/api/v1/msg-center/station-msg/unread-quantity'];
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

async function main(): Promise<void> {
  let token = '';
  await withApi(
    async (api) => {
      const idle = await probeWhile(api.origin, token, sleep(IDLE_PROBE_MS));
      const exporting = runExport(api, token);
      const [ex, during] = await Promise.all([exporting, probeWhile(api.origin, token, exporting)]);
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
    },
    {
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
    },
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
