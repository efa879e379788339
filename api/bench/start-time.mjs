// How soon the API answers after it is started: the time from spawning `node` to the first 200 of
// /api/health, for the built API exactly as `npm start` and the containers run it, on a fresh data
// folder (migrations and the sandbox's demo data) and on an existing one (the same folder again).
// Beside it, for comparison in the same run, the TypeScript sources through tsx (the dev path).
// Rounds are interleaved, so a busy machine weighs on every row alike; the medians are printed.
//
//   pnpm --filter @portal/api bench:start            5 rounds
//   BENCH_TINY=1 pnpm --filter @portal/api bench:start   one round of the built API, a few seconds
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { buildApiIfStale } from '../../scripts/lib/build-api.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { serviceCommand } from '../../scripts/lib/stack.mjs';

const TARGET_SECONDS = 1.5;
const TINY = process.env.BENCH_TINY === '1';
const ROUNDS = TINY ? 1 : 5;
const API_DIR = path.resolve(import.meta.dirname, '..');

if (await buildApiIfStale()) console.log('(the API was built first)');

/** What is started: the build as the launcher runs it, and (not in the tiny round) the sources through tsx. */
const VARIANTS = [
  { name: 'built API (node dist/main.js)', ...serviceCommand('api'), target: true },
  ...(TINY
    ? []
    : [
        {
          name: 'sources through tsx (dev path)',
          args: [
            '--import',
            pathToFileURL(createRequire(path.join(API_DIR, 'package.json')).resolve('tsx')).href,
            'src/main.ts',
          ],
          cwd: API_DIR,
          target: false,
        },
      ]),
];

/** CPU seconds (user + system) a process has used, from Linux /proc; null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Starts one variant on `dataDir` and answers the seconds until /api/health first answered 200. */
async function timeStart(variant, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${variant.name} stopped before it answered`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(child.pid) };
      await sleep(5);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per variant and data folder, the samples of every round. */
const samples = new Map();
const record = (key, sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);

for (let round = 0; round < ROUNDS; round += 1) {
  for (const variant of VARIANTS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-bench-'));
    try {
      record(`${variant.name}|fresh`, await timeStart(variant, dataDir));
      record(`${variant.name}|existing`, await timeStart(variant, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const [load] = loadavg();
console.log(
  `\nAPI start: spawn to the first 200 of /api/health, median of ${ROUNDS} (load average ${load.toFixed(1)} on ${availableParallelism()} cores)\n`,
);
for (const variant of VARIANTS) {
  for (const folder of ['fresh', 'existing']) {
    const runs = samples.get(`${variant.name}|${folder}`);
    const seconds = median(runs.map((run) => run.seconds));
    const cpu = runs.every((run) => run.cpu !== null) ? median(runs.map((run) => run.cpu)) : null;
    const verdict = variant.target
      ? `target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'}`
      : '(for comparison)';
    console.log(
      `  ${variant.name.padEnd(32)} ${`${folder} data folder`.padEnd(22)} ${seconds.toFixed(2)} s` +
        `${cpu === null ? '' : `  (CPU ${cpu.toFixed(2)} s)`}   ${verdict}`,
    );
  }
}
