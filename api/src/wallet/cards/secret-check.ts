import { verifyPassword } from '../../accounts/passwords';
import type { Db } from '../../db/database';
import { sql } from '../db';

/** The outcome of the check a customer passes before seeing a card's number and CVV. */
export type SecretCheckResult = 'ok' | 'wrong' | 'unset';

/**
 * Checks the fresh code the customer typed (`captcha`). The code module is built beside this one, so
 * createWalletModule takes any function of this shape; until one is wired in, the transaction password
 * stands in (`trxPasswordCheck`), answering 'unset' when the user has none.
 */
export type SecretCheck = (userId: string, captcha: string) => Promise<SecretCheckResult>;

/** The stand-in check: the user's transaction password, verified by the accounts module's scrypt. */
export function trxPasswordCheck(db: Db, verify = verifyPassword): SecretCheck {
  return async (userId, captcha) => {
    const row = sql(db, 'SELECT trx_password_hash AS hash FROM users WHERE id = ?').get(userId) as
      { hash: string | null } | undefined;
    if (!row?.hash) return 'unset';
    return (await verify(captcha, row.hash)) ? 'ok' : 'wrong';
  };
}
