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
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededSession } from '../src/__tests__/seeded-session';
import { openDatabase } from '../src/db/database';
import { percentile, verdict, withApi } from './api-process';

const TINY = process.env.BENCH_TINY === '1';
const STREAMS = Number(process.env.BENCH_STREAMS ?? (TINY ? 50 : 10_000));
const PER_USER = 10;
const ROUNDS = TINY ? 1 : 3;
const TARGET_ALL_MS = 1000;
/** Streams being opened at once. */
const OPENING = 100;

interface Stream {
  /** performance.now() when the marker of the current round arrived, or null. */
  arrived: number | null;
  marker: string;
  close(): void;
}

/** Opens one event stream; resolves once its first bytes (the retry line) came. */
function openStream(origin: string, token: string, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/v1/events`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let tail = '';
      const stream: Stream = { arrived: null, marker: '', close: () => request.destroy() };
      response.setEncoding('utf8');
      response.once('data', () => resolve(stream));
      response.on('data', (chunk: string) => {
        if (stream.arrived !== null || !stream.marker) return;
        // Keep a tail the length of the marker, so a marker split between two chunks is still found.
        const text = tail + chunk;
        if (text.includes(stream.marker)) stream.arrived = performance.now();
        tail = text.slice(-stream.marker.length);
      });
    });
  });
}

interface Round {
  answerMs: number;
  p99Ms: number;
  maxMs: number;
  received: number;
}

async function announce(origin: string, streams: Stream[]): Promise<Round> {
  const marker = `bench-${randomUUID()}`;
  for (const stream of streams) [stream.marker, stream.arrived] = [marker, null];
  const started = performance.now();
  const reply = await fetch(`${origin}/api/sandbox/admin/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: marker, content: `<p>${marker}</p>` }),
  });
  await reply.json();
  const answerMs = performance.now() - started;
  const deadline = started + 30_000;
  while (streams.some((stream) => stream.arrived === null) && performance.now() < deadline) await sleep(20);
  const times = streams.flatMap((stream) => (stream.arrived === null ? [] : [stream.arrived - started]));
  return {
    answerMs,
    p99Ms: percentile(times, 0.99),
    maxMs: Math.max(...times),
    received: times.length,
  };
}

async function main(): Promise<void> {
  const users: { token: string; address: string }[] = [];
  await withApi(
    async ({ origin, memory }) => {
      const streams: Stream[] = [];
      const started = performance.now();
      for (let i = 0; i < STREAMS; i += OPENING) {
        const batch = Array.from({ length: Math.min(OPENING, STREAMS - i) }, (_, j) => {
          const user = users[Math.floor((i + j) / PER_USER)] as { token: string; address: string };
          return openStream(origin, user.token, user.address);
        });
        streams.push(...(await Promise.all(batch)));
      }
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
