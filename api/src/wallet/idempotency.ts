import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { sql } from './db';
import { WALLET_ERRORS } from './errors';
import { IDEMPOTENCY_KEY_PATTERN } from './schemas';

/** Keys are kept this long; a key reused after that starts a new operation. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = new RegExp(IDEMPOTENCY_KEY_PATTERN);

interface StoredAnswer {
  route: string;
  fingerprint: string;
  body: string;
}

/**
 * Runs a money-moving call at most once per user and `Idempotency-Key`: the movement and its answer
 * commit in one transaction, and a repeated key replays that answer with `Idempotency-Replayed: true`.
 * The same key with another route or body answers 4051. A refusal (an `ApiFailure`) undoes the whole
 * transaction, ticket use included, and is not kept: nothing moved, so the same key may be sent again,
 * corrected or once the wallet covers it, and runs as a new call (as Stripe keeps no result for a
 * request refused before any side effect). Without the header the call simply runs. `route` names the
 * operation, e.g. 'POST /api/v1/card/{id}/recharge'.
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
      'SELECT route, fingerprint, body FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
    ).get(request.userId, header, now - IDEMPOTENCY_TTL_MS) as StoredAnswer | undefined;
    if (stored) {
      if (stored.route !== route || stored.fingerprint !== fingerprint) {
        throw new ApiFailure(WALLET_ERRORS.idempotencyKeyReused);
      }
      return { body: JSON.parse(stored.body) as Envelope<T>, replayed: true };
    }
    guard();
    const body = ok(run());
    sql(
      db,
      `INSERT OR REPLACE INTO idempotency_keys (user_id, key, route, fingerprint, status, body, created_at)
       VALUES (?, ?, ?, ?, 200, ?, ?)`,
    ).run(request.userId, header, route, fingerprint, JSON.stringify(body), now);
    return { body, replayed: false };
  })();
  if (outcome.replayed) reply.header('idempotency-replayed', 'true');
  return outcome.body;
}

/** Drops keys past their lifetime (run at start; an expired key is also overwritten when reused). */
export function purgeIdempotencyKeys(db: Db, now = Date.now()): void {
  sql(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
}
