import { sql } from 'kysely';
import { ApiFailure } from '../../platform/api-failure';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';

/** Wrong transaction passwords allowed in a window before money operations lock. */
export const TRX_PASSWORD_MAX_FAILURES = 5;
/** The window the failures count in, and how long the lock lasts. */
export const TRX_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** Refuses (4082) while the user's money operations are locked. */
export async function assertNotLocked(q: Queries, userId: string, now = Date.now()): Promise<void> {
  const guard = await q
    .selectFrom('trx_password_guards')
    .select('locked_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (guard?.locked_until && guard.locked_until > now) throw new ApiFailure(WALLET_ERRORS.trxPasswordLocked);
}

/**
 * Counts a wrong password; the fifth in a window locks money operations for 15 minutes. Counted
 * before the answer, so parallel guesses cannot slip past the limit: one statement that reads and
 * writes the row, so checks at once (in any process) each count.
 */
export async function countFailure(q: Queries, userId: string, now = Date.now()): Promise<void> {
  const windowStart = now - TRX_PASSWORD_WINDOW_MS;
  const lockUntil = now + TRX_PASSWORD_WINDOW_MS;
  // The failures after this one: a window that has passed starts again at 1.
  const failures = sql<number>`CASE WHEN trx_password_guards.window_start <= ${windowStart} THEN 1
    ELSE trx_password_guards.failures + 1 END`;
  await q
    .insertInto('trx_password_guards')
    .values({
      user_id: userId,
      window_start: now,
      failures: 1,
      locked_until: TRX_PASSWORD_MAX_FAILURES <= 1 ? lockUntil : null,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        window_start: sql<number>`CASE WHEN trx_password_guards.window_start <= ${windowStart} THEN ${sql.lit(now)}
          ELSE trx_password_guards.window_start END`,
        failures,
        locked_until: sql<number | null>`CASE WHEN ${failures} >= ${sql.lit(TRX_PASSWORD_MAX_FAILURES)}
          THEN ${sql.lit(lockUntil)} ELSE NULL END`,
      }),
    )
    .execute();
}

/**
 * Takes back a failure counted for a check that never compared (its hash was refused with 1029),
 * and the lock it may have set: only a wrong password counts.
 */
export async function uncountFailure(q: Queries, userId: string): Promise<void> {
  await q
    .updateTable('trx_password_guards')
    .set((eb) => ({
      failures: eb('failures', '-', 1),
      locked_until: sql<number | null>`CASE WHEN failures - 1 >= ${sql.lit(TRX_PASSWORD_MAX_FAILURES)}
        THEN locked_until ELSE NULL END`,
    }))
    .where('user_id', '=', userId)
    .where('failures', '>', 0)
    .execute();
}

/** A passed check forgets the failures. */
export async function clearFailures(q: Queries, userId: string): Promise<void> {
  await q.deleteFrom('trx_password_guards').where('user_id', '=', userId).execute();
}
