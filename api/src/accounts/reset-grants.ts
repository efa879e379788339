import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a passed forget-password/check lets the phone flow set a new password. */
export const RESET_GRANT_MS = 10 * 60 * 1000;

/**
 * The portal's final PUT carries no code, so the grant is bound to the account and to the IP that
 * passed the check: a stranger who only knows the phone number cannot use it.
 */
export function grantReset(db: Db, userId: string, ip: string, now = Date.now()): void {
  db.prepare('INSERT INTO password_reset_grants (id, user_id, ip, expires_at) VALUES (?, ?, ?, ?)').run(
    randomUUID(),
    userId,
    ip,
    now + RESET_GRANT_MS,
  );
}

/** Uses up one live grant; false when there is none. */
export function takeResetGrant(db: Db, userId: string, ip: string, now = Date.now()): boolean {
  const taken = db
    .prepare(
      `UPDATE password_reset_grants SET used_at = ? WHERE id = (
         SELECT id FROM password_reset_grants
          WHERE user_id = ? AND ip = ? AND used_at IS NULL AND expires_at > ? ORDER BY expires_at DESC LIMIT 1)`,
    )
    .run(now, userId, ip, now);
  return taken.changes === 1;
}
