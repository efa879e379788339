import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { localise } from '../platform/language';
import { sql } from './db';
import { WALLET_ERRORS } from './errors';

/** Keys are kept this long; a key reused after that starts a new operation. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

interface StoredAnswer {
  route: string;
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Runs a money-moving call at most once per user and `Idempotency-Key`: the movement and its answer
 * (success or a deliberate failure) commit in one transaction, and a repeated key replays that answer
 * with `Idempotency-Replayed: true`. The same key with another route or body answers 4051. Without
 * the header the call simply runs. `route` names the operation, e.g. 'POST /api/v1/card/{id}/recharge'.
 */
export function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: () => T,
  /** Checked before a new run, in its transaction, and never stored: a replay does not need it again. */
  guard: () => void = () => undefined,
): Envelope<T> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    return ok(
      db.transaction(() => {
        guard();
        return run();
      })(),
    );
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiFailure(WALLET_ERRORS.idempotencyKeyInvalid);
  }
  const fingerprint = createHash('sha256')
    .update(`${route}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const now = Date.now();
  const outcome = db.transaction(() => {
    const stored = sql(
      db,
      'SELECT route, fingerprint, status, body FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
    ).get(request.userId, header, now - IDEMPOTENCY_TTL_MS) as StoredAnswer | undefined;
    if (stored) {
      if (stored.route !== route || stored.fingerprint !== fingerprint) {
        throw new ApiFailure(WALLET_ERRORS.idempotencyKeyReused);
      }
      return { status: stored.status, body: JSON.parse(stored.body) as Envelope<T | null>, replayed: true };
    }
    guard();
    let status = 200;
    let body: Envelope<T | null>;
    try {
      body = ok(db.transaction(run)());
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      status = error.status;
      body = { code: error.code, message: error.message, data: null };
    }
    sql(
      db,
      `INSERT OR REPLACE INTO idempotency_keys (user_id, key, route, fingerprint, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(request.userId, header, route, fingerprint, status, JSON.stringify(body), now);
    return { status, body, replayed: false };
  })();
  if (outcome.replayed) reply.header('idempotency-replayed', 'true');
  reply.status(outcome.status);
  // A failure is stored as raised (Chinese) and told in the language of the request that reads it.
  const body =
    outcome.body.code === 0 ? outcome.body : { ...outcome.body, message: localise(request, outcome.body.message) };
  if (body !== outcome.body) reply.header('vary', 'Accept-Language');
  // A replayed failure carries data null under its own status, which no 200 answer schema describes.
  return body as Envelope<T>;
}

/** Drops keys past their lifetime (run at start; an expired key is also overwritten when reused). */
export function purgeIdempotencyKeys(db: Db, now = Date.now()): void {
  sql(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
}
