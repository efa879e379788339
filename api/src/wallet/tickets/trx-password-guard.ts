import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';

/** Wrong transaction passwords allowed in a window before money operations lock. */
export const TRX_PASSWORD_MAX_FAILURES = 5;
/** The window the failures count in, and how long the lock lasts. */
export const TRX_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

interface GuardRow {
  window_start: number;
  failures: number;
  locked_until: number | null;
}

const guardOf = (db: Db, userId: string) =>
  sql(db, 'SELECT window_start, failures, locked_until FROM trx_password_guards WHERE user_id = ?').get(userId) as
    GuardRow | undefined;

/** Refuses (4082) while the user's money operations are locked. */
export function assertNotLocked(db: Db, userId: string, now = Date.now()): void {
  const guard = guardOf(db, userId);
  if (guard?.locked_until && guard.locked_until > now) throw new ApiFailure(WALLET_ERRORS.trxPasswordLocked);
}

/**
 * Counts a wrong password; the fifth in a window locks money operations for 15 minutes. Counted
 * before the answer, so parallel guesses cannot slip past the limit.
 */
export function countFailure(db: Db, userId: string, now = Date.now()): void {
  const guard = guardOf(db, userId);
  const fresh = !guard || now - guard.window_start >= TRX_PASSWORD_WINDOW_MS;
  const failures = fresh ? 1 : guard.failures + 1;
  const lockedUntil = failures >= TRX_PASSWORD_MAX_FAILURES ? now + TRX_PASSWORD_WINDOW_MS : null;
  sql(
    db,
    `INSERT INTO trx_password_guards (user_id, window_start, failures, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET window_start = excluded.window_start, failures = excluded.failures,
       locked_until = excluded.locked_until`,
  ).run(userId, fresh ? now : guard.window_start, failures, lockedUntil);
}

/**
 * Takes back a failure counted for a check that never compared (its hash was refused with 1029),
 * and the lock it may have set: only a wrong password counts.
 */
export function uncountFailure(db: Db, userId: string): void {
  sql(
    db,
    `UPDATE trx_password_guards SET failures = failures - 1,
       locked_until = CASE WHEN failures - 1 >= ? THEN locked_until ELSE NULL END
     WHERE user_id = ? AND failures > 0`,
  ).run(TRX_PASSWORD_MAX_FAILURES, userId);
}

/** A passed check forgets the failures. */
export function clearFailures(db: Db, userId: string): void {
  sql(db, 'DELETE FROM trx_password_guards WHERE user_id = ?').run(userId);
}
