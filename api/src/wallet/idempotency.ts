import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@portal/shared/contract';
import type { Database } from '../db/query-layer';
import { inTransaction, type Transaction } from '../db/transaction';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { Queries } from './db';
import { WALLET_ERRORS } from './errors';
import { IDEMPOTENCY_KEY_PATTERN } from './schemas';

/** Keys are kept this long; a key reused after that starts a new operation. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** A movement's work inside its transaction: its checks and changes through `trx`, nothing else awaited. */
export type InTransaction<T> = (trx: Transaction) => Promise<T>;

/**
 * Claims the user's key for this call: INSERTs it, or takes over a row past its lifetime. Answers false
 * when the key is held (by a call already committed, or one that commits while this waits on PostgreSQL:
 * the INSERT waits on the other's uncommitted row, then finds it).
 */
async function claimKey(trx: Queries, userId: string, key: string, route: string, fingerprint: string, now: number) {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, route, fingerprint, status: 200, body: '', created_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'key'])
        .doUpdateSet((eb) => ({
          route: eb.ref('excluded.route'),
          fingerprint: eb.ref('excluded.fingerprint'),
          body: eb.ref('excluded.body'),
          created_at: eb.ref('excluded.created_at'),
        }))
        .where('idempotency_keys.created_at', '<=', now - IDEMPOTENCY_TTL_MS),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Runs a money-moving call at most once per user and `Idempotency-Key`: the key, the movement and its
 * answer commit in one transaction, and a repeated key replays that answer with `Idempotency-Replayed:
 * true`. The same key with another route or body answers 4051. A refusal (an `ApiFailure`) undoes the
 * whole transaction, the key and ticket use included, and is not kept: nothing moved, so the same key may
 * be sent again, corrected or once the wallet covers it, and runs as a new call (as Stripe keeps no
 * result for a request refused before any side effect). Without the header the call simply runs. `route`
 * names the operation, e.g. 'POST /api/v1/card/{id}/recharge'. Across processes the key is held by its
 * INSERT: a second call with it waits for the first to commit and replays its answer.
 */
export async function idempotent<T>(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: InTransaction<T>,
  /** Checked before a new run, in its transaction, and never stored: a replay does not need it again. */
  guard: InTransaction<void> = async () => undefined,
): Promise<Envelope<T>> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    return ok(
      await inTransaction(database, async (trx) => {
        await guard(trx);
        return run(trx);
      }),
    );
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiFailure(WALLET_ERRORS.idempotencyKeyInvalid);
  }
  const fingerprint = createHash('sha256')
    .update(`${route}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const now = Date.now();
  const { userId } = request;
  const outcome = await inTransaction(database, async (trx) => {
    if (!(await claimKey(trx, userId, header, route, fingerprint, now))) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['route', 'fingerprint', 'body'])
        .where('user_id', '=', userId)
        .where('key', '=', header)
        .executeTakeFirstOrThrow();
      if (stored.route !== route || stored.fingerprint !== fingerprint) {
        throw new ApiFailure(WALLET_ERRORS.idempotencyKeyReused);
      }
      return { body: JSON.parse(stored.body) as Envelope<T>, replayed: true };
    }
    await guard(trx);
    const body = ok(await run(trx));
    await trx
      .updateTable('idempotency_keys')
      .set({ body: JSON.stringify(body) })
      .where('user_id', '=', userId)
      .where('key', '=', header)
      .execute();
    return { body, replayed: false };
  });
  if (outcome.replayed) reply.header('idempotency-replayed', 'true');
  return outcome.body;
}

/** Drops keys past their lifetime (run at start; an expired key is also taken over when reused). */
export async function purgeIdempotencyKeys(q: Queries, now = Date.now()): Promise<void> {
  await q
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', now - IDEMPOTENCY_TTL_MS)
    .execute();
}
