/**
 * The API across processes: PostgreSQL with three API processes behind nginx, then SQLite with one
 * process behind nginx, each measured the same way (processes-setups.ts):
 *   1. live fan-out: 10,000 event streams through nginx (1,000 users × 10, each user from its own
 *      client address), an announcement posted through ONE process, the time until every stream
 *      has it: p99 and max, median of 3 rounds (target p99 ≤ 1 s);
 *   2. the API processes' resident memory together at its peak over the whole run (< 1 GB);
 *   3. a money race: 50 recharges of one card at once, round-robin over the processes, asking for
 *      more than the wallet holds: never overdrawn, the answers, balances and books agree (run
 *      first: its operation tickets, written with the seed, last 5 minutes);
 *   4. the card list (first page) through nginx at a constant 1,000 requests/s for 10 s: p99 < 50 ms
 *      with that rate reached;
 *   5. the sign-in limit: 60 wrong sign-ins from one address round-robin over the processes reach
 *      the password check 20 times in total, not 20 per process.
 * BENCH_TINY=1: 50 streams, 1 round, 100 requests/s for 1 s, 10 recharges, 6 sign-ins against a limit
 * of 4 a minute.
 * Run: pnpm --filter @portal/api bench:processes (it raises the open-file limit first).
 */
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { percentile, verdict } from './api-process';
import { countCpu, describeCpu, type CpuSplit } from './cpu-split';
import { announce, openStreams, type Round } from './live-streams';
import { booksFaults } from '../src/wallet/__tests__/books';
import { raceFaults, raceRecharges, type RaceOutcome } from './money-race';
import { runSetup, SETUP_LABELS, type RunningSetup, type SetupKind } from './processes-setups';
import { seedProcessesBench, type Seeded } from './processes-seed';
import { SIGN_INS_PER_MINUTE, signInAcrossProcesses, type SignInOutcome } from './sign-in-limit';
import { sized, TINY } from './tiny';

const STREAMS = sized(10_000, 50);
const STREAMS_PER_USER = 10;
const ROUNDS = sized(3, 1);
const TARGET_FAN_OUT_P99_MS = 1000;
const TARGET_MEMORY_MB = 1024;
const RATE = sized(1000, 100);
const LOAD_SECONDS = sized(10, 1);
const LOAD_CONNECTIONS = sized(50, 10);
/** The share of the asked rate that counts as reached (autocannon starts its connections within the first moments). */
const RATE_REACHED = 0.95;
const TARGET_CARD_LIST_P99_MS = 50;
const CARDS = 50;
const RECHARGES = sized(50, 10);
const RECHARGE_UNITS = 30_00;
const SIGN_INS = sized(60, 6);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface FanOut {
  rounds: Round[];
  streams: number;
  openedInMs: number;
  /** Where the CPU went during the rounds. */
  cpu: CpuSplit;
}

async function fanOut(setup: RunningSetup, seeded: Seeded): Promise<FanOut> {
  const started = performance.now();
  const streams = await openStreams(setup.edge, seeded.streamUsers, STREAMS, STREAMS_PER_USER);
  const openedInMs = performance.now() - started;
  try {
    const rounds: Round[] = [];
    const cpu = countCpu(setup.apiPids);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Posted through one process: the others hear it from the database.
      rounds.push(await announce(setup.apis[0] as string, streams));
      await sleep(TINY ? 50 : 1000);
    }
    return { rounds, streams: streams.length, openedInMs, cpu: cpu.done() };
  } finally {
    for (const stream of streams) stream.close();
  }
}

interface CardListLoad {
  rps: number;
  p99: number;
  errors: number;
  requests: number;
  cpu: CpuSplit;
}

async function cardListLoad(setup: RunningSetup, seeded: Seeded): Promise<CardListLoad> {
  const url = `${setup.edge}/api/v1/card`;
  const headers = { authorization: `Bearer ${seeded.cardList.token}` };
  const first = (await (await fetch(url, { headers })).json()) as { code: number; data: { list: unknown[] } };
  if (first.code !== 0 || first.data.list.length === 0) throw new Error(`the card list answered ${first.code}`);
  // Every process compiles the route at its first call: not measured.
  await autocannon({ url, headers, connections: 6, amount: sized(300, 30) });
  const cpu = countCpu(setup.apiPids);
  const result = await autocannon({
    url,
    headers,
    connections: LOAD_CONNECTIONS,
    overallRate: RATE,
    duration: LOAD_SECONDS,
  });
  return {
    rps: result.requests.total / LOAD_SECONDS,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    cpu: cpu.done(),
  };
}

interface Measured {
  fanOut: FanOut;
  cardList: CardListLoad;
  race: RaceOutcome;
  signIn: SignInOutcome;
}

async function measure(setup: RunningSetup, seeded: Seeded): Promise<Measured> {
  // First, while the race's tickets are valid.
  console.log(`${setup.label}: ${RECHARGES} recharges at once…`);
  const race = await raceRecharges(setup.apis, seeded.race, RECHARGE_UNITS);
  console.log(`${setup.label}: ${STREAMS} streams through nginx, ${ROUNDS} announcement(s)…`);
  const fanOutFigures = await fanOut(setup, seeded);
  console.log(`${setup.label}: the card list at ${RATE} requests/s for ${LOAD_SECONDS} s…`);
  const cardList = await cardListLoad(setup, seeded);
  console.log(`${setup.label}: ${SIGN_INS} sign-ins from one address…`);
  const signIn = await signInAcrossProcesses(setup.apis, SIGN_INS);
  return { fanOut: fanOutFigures, cardList, race, signIn };
}

const money = (units: number) => (units / 100).toFixed(2);
const codes = (counts: Map<number, number>) => [...counts].map(([code, n]) => `${n}× ${code}`).join(', ');

function report(label: string, measured: Measured, books: string[], peakMemoryMb: number): void {
  const { fanOut: fan, cardList, race, signIn } = measured;
  const median = (pick: (round: Round) => number) => percentile(fan.rounds.map(pick), 0.5);
  const allReceived = fan.rounds.every((round) => round.received === fan.streams);
  const raceProblems = [...raceFaults(race), ...books];
  const rateReached = cardList.rps >= RATE * RATE_REACHED;
  const signInHeld =
    signIn.checked === SIGN_INS_PER_MINUTE &&
    signIn.limited === signIn.attempts - SIGN_INS_PER_MINUTE &&
    signIn.other.size === 0 &&
    signIn.seconds < 60;
  console.log(
    `\n${label}: ${fan.streams} streams open in ${seconds(fan.openedInMs)}; per round (POST answered, p99, max, received): ` +
      fan.rounds
        .map(
          (round) =>
            `${round.answerMs.toFixed(0)}/${round.p99Ms.toFixed(0)}/${round.maxMs.toFixed(0)} ms ${round.received}`,
        )
        .join('; '),
  );
  const cores = availableParallelism();
  console.log(`${label}: CPU during the announcements: ${describeCpu(fan.cpu, cores)}`);
  const perRequest = (kind: Parameters<CpuSplit['seconds']['get']>[0]) =>
    `${Math.round(((cardList.cpu.seconds.get(kind) ?? 0) * 1e6) / Math.max(1, cardList.requests))} µs`;
  console.log(
    `${label}: CPU during the card list load: ${describeCpu(cardList.cpu, cores)}; per request: API ${perRequest('API processes')}, ` +
      `nginx ${perRequest('nginx')}, PostgreSQL ${perRequest('PostgreSQL')}, load ${perRequest('load (this process)')}`,
  );
  if (raceProblems.length > 0) console.log(`${label}: the money race went wrong: ${raceProblems.join('; ')}`);
  console.table([
    {
      figure: `${label}: live fan-out through nginx, p99`,
      value:
        `${median((round) => round.p99Ms).toFixed(0)} ms (max ${median((round) => round.maxMs).toFixed(0)} ms), ` +
        `${fan.streams} streams, median of ${fan.rounds.length}${allReceived ? '' : ', NOT all received'}`,
      target: `≤ ${TARGET_FAN_OUT_P99_MS} ms`,
      verdict: verdict(allReceived && median((round) => round.p99Ms) <= TARGET_FAN_OUT_P99_MS),
    },
    {
      figure: `${label}: API processes' memory together, peak`,
      value: `${peakMemoryMb} MB`,
      target: `< ${TARGET_MEMORY_MB} MB`,
      verdict: verdict(peakMemoryMb < TARGET_MEMORY_MB),
    },
    {
      figure: `${label}: money race, recharges at once`,
      value:
        `${race.succeeded} of ${race.recharges} × ${money(race.amountUnits)} succeeded, refused ${codes(race.refused) || 'none'}; ` +
        `wallet ${money(race.walletBefore)} → ${money(race.walletAfter)}, card +${money(race.cardAfter - race.cardBefore)}` +
        `${books.length === 0 ? ', books balance' : ', books DO NOT balance'}`,
      target: 'never overdrawn, books balance',
      verdict: verdict(raceProblems.length === 0),
    },
    {
      figure: `${label}: card list through nginx, p99`,
      value: `${cardList.p99} ms at ${Math.round(cardList.rps)} of ${RATE} requests/s, ${cardList.errors} errors`,
      target: `< ${TARGET_CARD_LIST_P99_MS} ms at ${RATE}/s`,
      verdict: verdict(rateReached && cardList.errors === 0 && cardList.p99 < TARGET_CARD_LIST_P99_MS),
    },
    {
      figure: `${label}: sign-in limit across processes`,
      value:
        `${signIn.checked} of ${signIn.attempts} reached the password check, ${signIn.limited} refused (1029)` +
        `${signIn.other.size > 0 ? `, other: ${codes(signIn.other)}` : ''} in ${signIn.seconds.toFixed(1)} s`,
      target: `${SIGN_INS_PER_MINUTE} in total`,
      verdict: verdict(signInHeld),
    },
  ]);
}

async function main(): Promise<void> {
  // BENCH_SETUPS=postgres (or sqlite) runs one of them, to look into it.
  const kinds = (process.env.BENCH_SETUPS ?? 'postgres,sqlite').split(',') as SetupKind[];
  for (const kind of kinds) {
    const label = SETUP_LABELS[kind];
    const { measured, checked, peakMemoryMb } = await runSetup(kind, {
      seed: (database) =>
        seedProcessesBench(database, {
          streamUsers: Math.ceil(STREAMS / STREAMS_PER_USER),
          cards: CARDS,
          // The wallet covers about two thirds of the recharges.
          raceTopUpUnits: RECHARGES * 20_00,
          raceCardUnits: 10_00,
          raceTickets: RECHARGES,
        }),
      measure,
      afterStop: (database, seeded) => booksFaults(database, seeded.race.userId),
    });
    report(label, measured, checked, peakMemoryMb);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
