import { BALANCE_STATUS_AVAILABLE } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';

/** The balance status of a frozen wallet; the portal treats anything but AVAILABLE as frozen. */
export const BALANCE_STATUS_FREEZE = 'BALANCE_STATUS_FREEZE';

export function isWalletFrozen(db: Db, userId: string): boolean {
  return sql(db, 'SELECT 1 FROM wallet_freezes WHERE user_id = ?').get(userId) !== undefined;
}

export function balanceStatus(db: Db, userId: string): string {
  return isWalletFrozen(db, userId) ? BALANCE_STATUS_FREEZE : BALANCE_STATUS_AVAILABLE;
}

/** Throws 4001 when the merchant froze the wallet. */
export function assertWalletUsable(db: Db, userId: string): void {
  if (isWalletFrozen(db, userId)) throw new ApiFailure(WALLET_ERRORS.walletFrozen);
}

/** Freezes or unfreezes; answers whether the state changed. */
export function setWalletFrozen(db: Db, userId: string, frozen: boolean, now = Date.now()): boolean {
  const result = frozen
    ? sql(db, 'INSERT OR IGNORE INTO wallet_freezes (user_id, frozen_at) VALUES (?, ?)').run(userId, now)
    : sql(db, 'DELETE FROM wallet_freezes WHERE user_id = ?').run(userId);
  return result.changes > 0;
}
