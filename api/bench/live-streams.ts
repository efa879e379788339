/**
 * Event streams as the live benchmarks open them (`GET /api/v1/events`, each on a connection of its
 * own from a client address in X-Forwarded-For), and an announcement timed until every stream has it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './api-process';

export interface Stream {
  /** performance.now() when the marker of the current round arrived, or null. */
  arrived: number | null;
  marker: string;
  close(): void;
}

/** Opens one event stream; resolves once its first bytes (the retry line) came. */
export function openStream(origin: string, token: string, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/v1/events`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        request.destroy();
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

/** Streams being opened at once. */
const OPENING = 100;

/** Opens `count` streams, `perUser` for each of `users` in turn (each from the user's own address), `OPENING` at a time. */
export async function openStreams(
  origin: string,
  users: readonly { token: string; address: string }[],
  count: number,
  perUser: number,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < count; i += OPENING) {
    const batch = Array.from({ length: Math.min(OPENING, count - i) }, (_, j) => {
      const user = users[Math.floor((i + j) / perUser)] as { token: string; address: string };
      return openStream(origin, user.token, user.address);
    });
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

export interface Round {
  answerMs: number;
  p99Ms: number;
  maxMs: number;
  received: number;
}

/**
 * Posts an announcement through the sandbox admin of the API at `origin` and waits (30 s at most)
 * until every stream has it: the POST's time and the streams' p99 and max, from the POST's start.
 */
export async function announce(origin: string, streams: Stream[]): Promise<Round> {
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
