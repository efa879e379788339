import type { Db } from '../db/database';
import { forgetDevices, revokeUserSessions } from './account-sessions';
import { forgetAccountFailures } from './login-guard';
import { setPasswordHash } from './users';

/**
 * A new password ends every session, forgets every trusted device and lifts a lock-out, in one
 * transaction. A change made while signed in keeps the session that made it (`keptToken`).
 */
export function resetPassword(db: Db, userId: string, passwordHash: string, keptToken?: string): void {
  db.transaction(() => {
    setPasswordHash(db, userId, passwordHash);
    revokeUserSessions(db, userId, keptToken);
    forgetDevices(db, userId);
    forgetAccountFailures(db, userId);
  })();
}
