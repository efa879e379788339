/**
 * Sign-in under a flood: 40 parallel wrong sign-ins (random phones) from one client address while a
 * customer at another address signs in. Prints the customer's sign-in times and the API's peak
 * memory beside their targets. Run: pnpm --filter @portal/api bench:sign-in
 *
 * The API runs as it does in production (real scrypt cost) in its own process on loopback; the two
 * client addresses reach it the way they do behind the edge, in X-Forwarded-For.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const FLOOD_CONNECTIONS = 40;
const FLOOD_SECONDS = 20;
/** The customer signs in this many times, one after another, once the flood is under way. */
const CUSTOMER_SIGN_INS = 8;
const TARGET_SIGN_IN_MS = 1000;
const TARGET_PEAK_MB = 300;
const ATTACKER = '203.0.113.7';
const CUSTOMER = '198.51.100.9';
const DEMO = { phone_info: { phone: '13800138000', phone_prefix: '86' }, password: 'Demo1234' };

const API_ROOT = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The API's resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function signIn(origin: string, from: string, body: unknown): Promise<{ ms: number; code: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const { code } = (await response.json()) as { code: number };
  return { ms: performance.now() - started, code };
}

async function waitUntilUp(origin: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('the API did not start within 60 s');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sign-in-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(origin);
    const quiet = await signIn(origin, CUSTOMER, DEMO);
    const idle = memoryOf(api.pid ?? 0);

    const floodEnds = Date.now() + FLOOD_SECONDS * 1000;
    const answers = new Map<number, number>();
    let attempts = 0;
    const flooder = async () => {
      while (Date.now() < floodEnds) {
        const { code } = await signIn(origin, ATTACKER, {
          phone_info: { phone: randomPhone(), phone_prefix: '86' },
          password: 'Wrong1234',
        });
        attempts += 1;
        answers.set(code, (answers.get(code) ?? 0) + 1);
      }
    };
    const flood = Array.from({ length: FLOOD_CONNECTIONS }, flooder);

    await sleep(3000);
    const customer: number[] = [];
    for (let index = 0; index < CUSTOMER_SIGN_INS; index += 1) {
      const { ms, code } = await signIn(origin, CUSTOMER, DEMO);
      if (code !== 0) throw new Error(`the customer's sign-in answered code ${code}`);
      customer.push(ms);
      await sleep(500);
    }
    await Promise.all(flood);
    const { peak } = memoryOf(api.pid ?? 0);

    const worst = Math.max(...customer);
    const median = [...customer].sort((a, b) => a - b)[Math.floor(customer.length / 2)] ?? 0;
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(
      `\nSign-in flood: ${FLOOD_CONNECTIONS} parallel wrong sign-ins from ${ATTACKER} for ${FLOOD_SECONDS} s`,
    );
    console.log(`  flood answers: ${attempts} (${[...answers].map(([code, n]) => `code ${code}: ${n}`).join(', ')})`);
    console.table([
      {
        measure: `customer sign-in from ${CUSTOMER} (ms)`,
        quiet: Math.round(quiet.ms),
        'under flood (median)': Math.round(median),
        'under flood (worst)': Math.round(worst),
        target: `< ${TARGET_SIGN_IN_MS}`,
        verdict: verdict(worst < TARGET_SIGN_IN_MS),
      },
      {
        measure: 'API resident memory (MB)',
        quiet: idle.rss,
        'under flood (median)': '',
        'under flood (worst)': peak,
        target: `< ${TARGET_PEAK_MB}`,
        verdict: verdict(peak < TARGET_PEAK_MB),
      },
    ]);
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
