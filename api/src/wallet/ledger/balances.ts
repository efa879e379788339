import { randomUUID } from 'node:crypto';
import { CURRENCIES, type Currency, type WalletTransactionType } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { lockedForUpdate } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { toDecimalString } from '../money';

/** One change of a wallet balance and its ledger row. */
export interface WalletEntry {
  userId: string;
  currency: Currency;
  type: WalletTransactionType;
  /** Signed minor units: negative takes money out (fee included). */
  amount: number;
  fee?: number;
  cardId?: string | null;
  reference?: string | null;
  remark?: string;
}

export interface BalanceView {
  currency: Currency;
  /** Decimal string with 2 places. */
  available: string;
  /** Asked for in top-up requests, not approved yet; decimal string. */
  anew: string;
}

/**
 * Creates the user's zero balance in `currency` on first use, so every later UPDATE (and lock) finds
 * its row. One currency's row only: a movement never touches (or waits on) the other's.
 */
export async function ensureBalance(q: Queries, userId: string, currency: Currency, now = Date.now()): Promise<void> {
  await q
    .insertInto('wallet_balances')
    .values({ user_id: userId, currency, available: 0, anew: 0, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'currency']).doNothing())
    .execute();
}

/**
 * The first statement of a movement of the user's wallet in `currency`: its balance row, created if
 * need be, locked on PostgreSQL until the transaction ends (src/db/transaction.ts). Every movement of
 * the wallet meets here, in this process or another, before it reads what it checks; cards are locked
 * after it, in the order of their ids.
 */
export async function lockWallet(database: Database, trx: Queries, userId: string, currency: Currency): Promise<void> {
  await ensureBalance(trx, userId, currency);
  await lockedForUpdate(
    database,
    trx
      .selectFrom('wallet_balances')
      .select('available')
      .where('user_id', '=', userId)
      .where('currency', '=', currency),
  ).execute();
}

/** The available minor units of one currency, read in `q` (inside a movement: after `lockWallet`). */
export async function availableUnits(q: Queries, userId: string, currency: Currency): Promise<number> {
  const row = await q
    .selectFrom('wallet_balances')
    .select('available')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.available ?? 0;
}

/**
 * Moves money in or out of a wallet and writes the ledger row; inside a movement's transaction, after
 * `lockWallet`. A debit is a guarded UPDATE (`available + amount >= 0`), so a balance cannot go negative
 * whatever runs beside it.
 */
export async function postWalletEntry(q: Queries, entry: WalletEntry, now = Date.now()): Promise<number> {
  await ensureBalance(q, entry.userId, entry.currency, now);
  if (entry.amount === 0) return availableUnits(q, entry.userId, entry.currency);
  const updated = await q
    .updateTable('wallet_balances')
    .set((eb) => ({ available: eb('available', '+', entry.amount), updated_at: now }))
    .where('user_id', '=', entry.userId)
    .where('currency', '=', entry.currency)
    .where((eb) => eb(eb('available', '+', entry.amount), '>=', 0))
    .returning('available')
    .executeTakeFirst();
  if (!updated) throw new ApiFailure(WALLET_ERRORS.insufficientBalance);
  await q
    .insertInto('wallet_transactions')
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      currency: entry.currency,
      type: entry.type,
      amount: entry.amount,
      fee: entry.fee ?? 0,
      balance_after: updated.available,
      card_id: entry.cardId ?? null,
      reference: entry.reference ?? null,
      remark: entry.remark ?? '',
      created_at: now,
    })
    .execute();
  return updated.available;
}

/** Changes the pending top-up total (`anew`); inside the transaction of the request or decision. */
export async function adjustAnew(
  q: Queries,
  userId: string,
  currency: Currency,
  delta: number,
  now = Date.now(),
): Promise<void> {
  await ensureBalance(q, userId, currency, now);
  const result = await q
    .updateTable('wallet_balances')
    .set((eb) => ({ anew: eb('anew', '+', delta), updated_at: now }))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (changed(result) === 0) throw new Error(`no ${currency} balance row for ${userId}`);
}

/** The user's balances in both currencies, zero where nothing was ever moved. */
export async function readBalances(q: Queries, userId: string): Promise<BalanceView[]> {
  const rows = await q
    .selectFrom('wallet_balances')
    .select(['currency', 'available', 'anew'])
    .where('user_id', '=', userId)
    .execute();
  return CURRENCIES.map((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return { currency, available: toDecimalString(row?.available ?? 0), anew: toDecimalString(row?.anew ?? 0) };
  });
}
