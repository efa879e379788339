import type { Currency, Page, WalletTransactionType } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { isoTime, sql } from '../db';
import { toDecimalString } from '../money';

/** One ledger row as the portal sees it. */
export interface WalletTransactionView {
  id: string;
  type: WalletTransactionType;
  currency: Currency;
  /** Signed decimal string: negative took money out of the wallet (fee included). */
  amount: string;
  /** The part of `amount` that was a fee. */
  fee: string;
  balance_after: string;
  card_id: string | null;
  card_last4: string | null;
  remark: string;
  created_at: string;
}

export interface WalletTransactionQuery {
  page: number;
  page_size: number;
  type?: WalletTransactionType;
  currency?: Currency;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
}

/** The stored row: the view with the card's last four under its column name and epoch milliseconds. */
/** The stored row: money in minor units, time in epoch milliseconds. */
type Row = Omit<WalletTransactionView, 'amount' | 'fee' | 'balance_after' | 'card_last4' | 'created_at'> & {
  amount: number;
  fee: number;
  balance_after: number;
  last4: string | null;
  created_at: number;
};

/** The user's ledger, newest first, with optional type, currency and time filters. */
export function listWalletTransactions(
  db: Db,
  userId: string,
  query: WalletTransactionQuery,
): Page<WalletTransactionView> {
  const where = `t.user_id = ? AND (? IS NULL OR t.type = ?) AND (? IS NULL OR t.currency = ?)
    AND (? IS NULL OR t.created_at >= ?) AND (? IS NULL OR t.created_at < ?)`;
  const type = query.type ?? null;
  const currency = query.currency ?? null;
  const from = query.from ?? null;
  const to = query.to ?? null;
  const params = [userId, type, type, currency, currency, from, from, to, to];
  const { total } = sql(db, `SELECT count(*) AS total FROM wallet_transactions t WHERE ${where}`).get(...params) as {
    total: number;
  };
  const rows = sql(
    db,
    `SELECT t.id, t.type, t.currency, t.amount, t.fee, t.balance_after, t.card_id, c.last4, t.remark, t.created_at
       FROM wallet_transactions t LEFT JOIN cards c ON c.id = t.card_id
      WHERE ${where} ORDER BY t.created_at DESC, t.rowid DESC LIMIT ? OFFSET ?`,
  ).all(...params, query.page_size, (query.page - 1) * query.page_size) as Row[];
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      currency: row.currency,
      amount: toDecimalString(row.amount),
      fee: toDecimalString(row.fee),
      balance_after: toDecimalString(row.balance_after),
      card_id: row.card_id,
      card_last4: row.last4,
      remark: row.remark,
      created_at: isoTime(row.created_at),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
