/**
 * Sign-in under a flood from many addresses: 40 connections send wrong passwords, every request
 * from another client address, first for random phones (each costs a password hash), then for the
 * customer's own account, from a process of its own at the lowest CPU priority. Meanwhile the
 * customer signs in on the device their account trusts, checks their transaction password, and
 * signs in from a new device. Prints the times and answers beside their targets, and the API's
 * peak memory. Run: pnpm --filter @portal/api bench:sign-in-spread (BENCH_TINY=1: two floods of a few
 * seconds on 4 connections, each measure taken twice)
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, percentile, verdict, withApi, type Answer, type RunningApi } from './api-process';
import { sized } from './tiny';

const FLOOD_CONNECTIONS = sized(40, 4);
const FLOOD_SECONDS = sized(20, 1);
/** How long each flood runs before the customer's first measure. */
const FLOOD_HEAD_START_MS = sized(3000, 300);
/** The attacker's CPU priority (0 normal … 19 lowest), FLOOD_NICENESS in the environment. */
const FLOOD_NICENESS = Number(process.env.FLOOD_NICENESS ?? 0);
/** Each of the customer's measures is taken at most this many times per phase, one after another (the three side by side). */
const SAMPLES = sized(20, 2);
const TARGET_MS = 1000;
/** A new device's sign-in may wait its turn in the queue, but never hang: answered within this. */
const NEW_DEVICE_ANSWER_MS = 5000;
const TARGET_PEAK_MB = 300;
/** Where the customer signs in from: another address each time, as many customers would. */
const customerAddress = (index: number) => `198.51.100.${index + 1}`;
const newDeviceAddress = (index: number) => `198.51.101.${index + 1}`;
const CUSTOMER = customerAddress(200);
const DEMO = { phone: '13800138000', phone_prefix: '86', password: 'Demo1234', trxPassword: '135790' };
const TRUSTED_DEVICE = 'bench-trusted-device-0001';

const login = (origin: string, from: string, phone: string, password: string, deviceId?: string) =>
  call(origin, from, 'POST', '/api/v1/account/login', {
    phone_info: { phone, phone_prefix: DEMO.phone_prefix },
    password,
    ...(deviceId ? { device_id: deviceId } : {}),
  });

/** Signs the customer in on a device and passes its code check with "trust for 30 days". */
async function trustDevice(origin: string): Promise<void> {
  const signedIn = await login(origin, CUSTOMER, DEMO.phone, DEMO.password, TRUSTED_DEVICE);
  const { token } = signedIn.data as { token: string };
  const sent = await call(
    origin,
    CUSTOMER,
    'POST',
    '/api/v1/account/send/code-auto',
    { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' },
    token,
  );
  if (sent.code !== 0) throw new Error(`send/code-auto answered ${sent.code} ${sent.message}`);
  const outbox = await call(origin, CUSTOMER, 'GET', `/api/sandbox/outbox?to=${DEMO.phone}`);
  const [newest] = outbox.data as Array<{ code: string }>;
  const checked = await call(
    origin,
    CUSTOMER,
    'POST',
    '/api/v1/account/login/code/check',
    { captcha: newest?.code, thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
    token,
  );
  if (checked.code !== 0) throw new Error(`the code check answered ${checked.code} ${checked.message}`);
}

interface PhaseResult {
  flood: string;
  trusted: Answer[];
  trx: Answer[];
  newDevice: Answer[];
  floodAnswers: Map<number, number>;
}

/** Starts the attacker's process at the lowest CPU priority; resolves to its answers by code once it is done. */
function startFlood(origin: string, network: number, phone: string | null): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'wrong-password-flood.ts')], {
    env: {
      ...process.env,
      ORIGIN: origin,
      NETWORK: String(network),
      PHONE: phone ?? '',
      CONNECTIONS: String(FLOOD_CONNECTIONS),
      SECONDS: String(FLOOD_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  setPriority(child.pid ?? 0, FLOOD_NICENESS);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(new Map(Object.entries(JSON.parse(output) as Record<string, number>).map(([k, n]) => [Number(k), n])))
        : reject(new Error(`the flood process exited with ${code}`)),
    ),
  );
}

async function phase(api: RunningApi, network: number, phone: string | null, token: string): Promise<PhaseResult> {
  const { origin } = api;
  const flood = phone ? "wrong passwords for the customer's own phone" : 'wrong passwords for random phones';
  const floodEnds = Date.now() + FLOOD_SECONDS * 1000;
  const floodDone = startFlood(origin, network, phone);
  await sleep(FLOOD_HEAD_START_MS);
  /** Takes one measure at least once, then again and again, a pause between, while the flood has a second to go. */
  const sampled = async (measure: (index: number) => Promise<Answer>) => {
    const answers: Answer[] = [];
    for (let index = 0; index < SAMPLES && (index === 0 || Date.now() < floodEnds - 1000); index += 1) {
      answers.push(await measure(index));
      await sleep(250);
    }
    return answers;
  };
  const [trusted, trx, newDevice] = await Promise.all([
    sampled((index) => login(origin, customerAddress(index), DEMO.phone, DEMO.password, TRUSTED_DEVICE)),
    sampled(() =>
      call(origin, CUSTOMER, 'POST', '/api/v1/account/trx-password/check', { trx_password: DEMO.trxPassword }, token),
    ),
    sampled((index) => login(origin, newDeviceAddress(index), DEMO.phone, DEMO.password, `bench-new-device-${index}`)),
  ]);
  return { flood, trusted, trx, newDevice, floodAnswers: await floodDone };
}

const codes = (answers: Answer[]) => {
  const counted = new Map<string, number>();
  for (const { code, message } of answers) {
    const key = code === 0 ? '0' : `${code} ${message}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  return [...counted].map(([key, n]) => `${n}× ${key}`).join('; ');
};

function report({ flood, trusted, trx, newDevice, floodAnswers }: PhaseResult): void {
  const floodTotal = [...floodAnswers.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nFlood: ${flood}, ${FLOOD_CONNECTIONS} connections, every request from another address, ${FLOOD_SECONDS} s`,
  );
  console.log(
    `  flood answers: ${floodTotal} (${[...floodAnswers].map(([code, n]) => `code ${code}: ${n}`).join(', ')})`,
  );
  const row = (measure: string, answers: Answer[], mustSucceed: boolean) => {
    const ms = answers.map((answer) => answer.ms);
    const succeeded = answers.filter((answer) => answer.code === 0).length;
    const clear = answers.every((answer) => answer.code === 0 || answer.code === 1029 || answer.code === 2005);
    const p99 = percentile(ms, 0.99);
    const limit = mustSucceed ? TARGET_MS : NEW_DEVICE_ANSWER_MS;
    return {
      measure,
      tries: answers.length,
      succeeded,
      'median ms': Math.round(percentile(ms, 0.5)),
      'p99 ms': Math.round(p99),
      target: mustSucceed ? `all succeed, p99 < ${limit}` : `success or a clear 1029/2005, p99 < ${limit}`,
      verdict: verdict(answers.length > 0 && p99 < limit && (mustSucceed ? succeeded === answers.length : clear)),
    };
  };
  console.table([
    row('sign-in on the trusted device', trusted, true),
    row('transaction-password check', trx, true),
    row('sign-in from a new device', newDevice, false),
  ]);
  console.log(`  new device answers: ${codes(newDevice)}`);
  const failures = [...trusted, ...trx].filter((answer) => answer.code !== 0);
  if (failures.length > 0) console.log(`  refused: ${codes(failures)}`);
}

async function main(): Promise<void> {
  await withApi(async (api) => {
    await trustDevice(api.origin);
    const signedIn = await login(api.origin, CUSTOMER, DEMO.phone, DEMO.password, TRUSTED_DEVICE);
    const { token } = signedIn.data as { token: string };
    const idle = api.memory();
    const results = [await phase(api, 1, null, token), await phase(api, 2, DEMO.phone, token)];
    results.forEach(report);
    const { peak } = api.memory();
    console.log(
      `\nAPI resident memory: ${idle.rss} MB before the floods, peak ${peak} MB (target < ${TARGET_PEAK_MB} MB): ${verdict(peak < TARGET_PEAK_MB)}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
