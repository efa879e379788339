/**
 * Sign-in under a flood: 40 parallel wrong sign-ins (random phones) from one client address while a
 * customer at another address signs in. Prints the customer's sign-in times and the API's peak
 * memory beside their targets. Run: pnpm --filter @portal/api bench:sign-in
 *
 * The API runs as it does in production (real scrypt cost) in its own process on loopback; the two
 * client addresses reach it the way they do behind the edge, in X-Forwarded-For. BENCH_TINY=1: a
 * few seconds' flood of 4 connections and two sign-ins.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { call, randomPhone, verdict, withApi } from './api-process';
import { sized } from './tiny';

const FLOOD_CONNECTIONS = sized(40, 4);
const FLOOD_SECONDS = sized(20, 1);
/** How long the flood runs before the customer's first sign-in. */
const FLOOD_HEAD_START_MS = sized(3000, 300);
/** The customer signs in this many times, one after another, once the flood is under way. */
const CUSTOMER_SIGN_INS = sized(8, 2);
const TARGET_SIGN_IN_MS = 1000;
const TARGET_PEAK_MB = 300;
const ATTACKER = '203.0.113.7';
const CUSTOMER = '198.51.100.9';
const DEMO = { phone_info: { phone: '13800138000', phone_prefix: '86' }, password: 'Demo1234' };

const signIn = (origin: string, from: string, body: unknown) =>
  call(origin, from, 'POST', '/api/v1/account/login', body);

async function main(): Promise<void> {
  await withApi(async ({ origin, memory }) => {
    const quiet = await signIn(origin, CUSTOMER, DEMO);
    const idle = memory();

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

    await sleep(FLOOD_HEAD_START_MS);
    const customer: number[] = [];
    for (let index = 0; index < CUSTOMER_SIGN_INS; index += 1) {
      const { ms, code } = await signIn(origin, CUSTOMER, DEMO);
      if (code !== 0) throw new Error(`the customer's sign-in answered code ${code}`);
      customer.push(ms);
      await sleep(500);
    }
    await Promise.all(flood);
    const { peak } = memory();

    const worst = Math.max(...customer);
    const median = [...customer].sort((a, b) => a - b)[Math.floor(customer.length / 2)] ?? 0;
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
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
