import type { Database } from '../db/query-layer';
import { inTransaction, type Transaction } from '../db/transaction';
import { forgetDevices, revokeUserSessions } from './account-sessions';
import { forgetAccountFailures } from './login-guard';
import { setPasswordHash } from './users';

/**
 * A new password ends every session, forgets every trusted device and lifts a lock-out, in one
 * transaction. A change made while signed in keeps the session that made it (`keptToken`).
 */
export async function resetPassword(
  database: Database,
  userId: string,
  passwordHash: string,
  keptToken?: string,
  /** Checked first in the same transaction (a session that must still stand); throws to change nothing. */
  before?: (trx: Transaction) => Promise<unknown>,
): Promise<void> {
  await inTransaction(database, async (trx) => {
    await before?.(trx);
    await setPasswordHash(trx, userId, passwordHash);
    await revokeUserSessions(trx, userId, keptToken);
    await forgetDevices(trx, userId);
    await forgetAccountFailures(trx, userId);
  });
}
