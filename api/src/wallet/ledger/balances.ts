import { randomUUID } from 'node:crypto';
import { CURRENCIES, type Currency, type WalletTransactionType } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
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

/** Creates the user's zero balances on first use, so every later UPDATE finds its row. */
export function ensureBalances(db: Db, userId: string, now = Date.now()): void {
  const insert = sql(
    db,
    'INSERT OR IGNORE INTO wallet_balances (user_id, currency, available, anew, updated_at) VALUES (?, ?, 0, 0, ?)',
  );
  for (const currency of CURRENCIES) insert.run(userId, currency, now);
}

/**
 * Moves money in or out of a wallet and writes the ledger row; call inside a transaction. A debit is a
 * guarded UPDATE (`available >= ?`), so a balance cannot go negative whatever runs beside it.
 */
export function postWalletEntry(db: Db, entry: WalletEntry, now = Date.now()): number {
  ensureBalances(db, entry.userId, now);
  if (entry.amount === 0) return availableUnits(db, entry.userId, entry.currency);
  const changed = sql(
    db,
    `UPDATE wallet_balances SET available = available + ?, updated_at = ?
      WHERE user_id = ? AND currency = ? AND available + ? >= 0`,
  ).run(entry.amount, now, entry.userId, entry.currency, entry.amount);
  if (changed.changes === 0) throw new ApiFailure(WALLET_ERRORS.insufficientBalance);
  const { available } = sql(db, 'SELECT available FROM wallet_balances WHERE user_id = ? AND currency = ?').get(
    entry.userId,
    entry.currency,
  ) as { available: number };
  sql(
    db,
    `INSERT INTO wallet_transactions
       (id, user_id, currency, type, amount, fee, balance_after, card_id, reference, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    entry.userId,
    entry.currency,
    entry.type,
    entry.amount,
    entry.fee ?? 0,
    available,
    entry.cardId ?? null,
    entry.reference ?? null,
    entry.remark ?? '',
    now,
  );
  return available;
}

/** Changes the pending top-up total (`anew`); call inside a transaction. */
export function adjustAnew(db: Db, userId: string, currency: Currency, delta: number, now = Date.now()): void {
  ensureBalances(db, userId, now);
  sql(db, 'UPDATE wallet_balances SET anew = anew + ?, updated_at = ? WHERE user_id = ? AND currency = ?').run(
    delta,
    now,
    userId,
    currency,
  );
}

/** The user's balances in both currencies, zero where nothing was ever moved. */
export function readBalances(db: Db, userId: string): BalanceView[] {
  const rows = sql(db, 'SELECT currency, available, anew FROM wallet_balances WHERE user_id = ?').all(userId) as {
    currency: Currency;
    available: number;
    anew: number;
  }[];
  return CURRENCIES.map((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return { currency, available: toDecimalString(row?.available ?? 0), anew: toDecimalString(row?.anew ?? 0) };
  });
}

/** Available minor units of one currency. */
export function availableUnits(db: Db, userId: string, currency: Currency): number {
  const row = sql(db, 'SELECT available FROM wallet_balances WHERE user_id = ? AND currency = ?').get(
    userId,
    currency,
  ) as { available: number } | undefined;
  return row?.available ?? 0;
}
