/**
 * The live fan-out benchmark: 10,000 open event streams (BENCH_TINY=1: 50) against one API process,
 * 10 per user (the per-user cap) from 1,000 users, each user from its own client address (the
 * per-address cap); then announcements posted through the sandbox admin, one at a time. It prints
 * how long the POST took to answer and how long until every stream had the announcement (p99 and
 * max over the streams), per round and the median of the rounds. Each stream holds a socket on both
 * sides: the package script raises the open-file limit to its hard limit first.
 * Run: pnpm --filter @portal/api bench:live
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededSession } from '../src/__tests__/seeded-session';
import { openDatabase } from '../src/db/database';
import { percentile, verdict, withApi } from './api-process';
import { announce, openStreams, type Round } from './live-streams';

const TINY = process.env.BENCH_TINY === '1';
const STREAMS = Number(process.env.BENCH_STREAMS ?? (TINY ? 50 : 10_000));
const PER_USER = 10;
const ROUNDS = TINY ? 1 : 3;
const TARGET_ALL_MS = 1000;

async function main(): Promise<void> {
  const users: { token: string; address: string }[] = [];
  await withApi(
    async ({ origin, memory }) => {
      const started = performance.now();
      const streams = await openStreams(origin, users, STREAMS, PER_USER);
      console.log(
        `${streams.length} streams of ${users.length} users open in ${((performance.now() - started) / 1000).toFixed(1)} s (API at ${memory().rss} MB)`,
      );
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push(await announce(origin, streams));
        await sleep(TINY ? 50 : 1000);
      }
      for (const stream of streams) stream.close();
      const median = (pick: (round: Round) => number) => percentile(rounds.map(pick), 0.5);
      const allReceived = rounds.every((round) => round.received === streams.length);
      console.table(
        rounds.map((round, index) => ({
          round: index + 1,
          'POST answered ms': round.answerMs.toFixed(1),
          'all streams p99 ms': round.p99Ms.toFixed(1),
          'all streams max ms': round.maxMs.toFixed(1),
          received: `${round.received}/${streams.length}`,
        })),
      );
      console.table([
        {
          figure: `time until all ${streams.length} streams have it, max (median of ${ROUNDS})`,
          value: `${median((round) => round.maxMs).toFixed(1)} ms (p99 ${median((round) => round.p99Ms).toFixed(1)} ms)`,
          target: `≤ ${TARGET_ALL_MS} ms`,
          verdict: verdict(allReceived && median((round) => round.maxMs) <= TARGET_ALL_MS),
        },
        {
          figure: `POST answered (median of ${ROUNDS})`,
          value: `${median((round) => round.answerMs).toFixed(1)} ms`,
          target: 'at once, before the fan-out',
          verdict: '—',
        },
      ]);
    },
    {
      prepare: (dataDir) => {
        const db = openDatabase(path.join(dataDir, 'portal.db'));
        const insert = db.prepare('INSERT INTO users (id, phone, password_hash, created_at) VALUES (?, ?, ?, ?)');
        try {
          db.transaction(() => {
            for (let i = 0; i < Math.ceil(STREAMS / PER_USER); i += 1) {
              const id = randomUUID();
              insert.run(id, `137${String(i).padStart(8, '0')}`, 'x', Date.now());
              users.push({ token: seededSession(db, id), address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` });
            }
          })();
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
