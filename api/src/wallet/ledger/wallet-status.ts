import { BALANCE_STATUS_AVAILABLE } from '@portal/shared/contract';
import { ApiFailure } from '../../platform/api-failure';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';

/** The balance status of a frozen wallet; the portal treats anything but AVAILABLE as frozen. */
export const BALANCE_STATUS_FREEZE = 'BALANCE_STATUS_FREEZE';

export async function isWalletFrozen(q: Queries, userId: string): Promise<boolean> {
  const row = await q.selectFrom('wallet_freezes').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function balanceStatus(q: Queries, userId: string): Promise<string> {
  return (await isWalletFrozen(q, userId)) ? BALANCE_STATUS_FREEZE : BALANCE_STATUS_AVAILABLE;
}

/** Throws 4001 when the merchant froze the wallet. */
export async function assertWalletUsable(q: Queries, userId: string): Promise<void> {
  if (await isWalletFrozen(q, userId)) throw new ApiFailure(WALLET_ERRORS.walletFrozen);
}

/** Freezes or unfreezes; answers whether the state changed. */
export async function setWalletFrozen(q: Queries, userId: string, frozen: boolean, now = Date.now()): Promise<boolean> {
  if (!frozen)
    return changed(await q.deleteFrom('wallet_freezes').where('user_id', '=', userId).executeTakeFirst()) > 0;
  const inserted = await q
    .insertInto('wallet_freezes')
    .values({ user_id: userId, frozen_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
