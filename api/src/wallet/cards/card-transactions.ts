import { randomUUID } from 'node:crypto';
import type { CardTransactionStatus, CardTransactionType, Currency, Page } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { isoTime, sql } from '../db';
import { toDecimalString } from '../money';

export interface CardTransactionInput {
  cardId: string;
  userId: string;
  currency: Currency;
  type: CardTransactionType;
  status: CardTransactionStatus;
  amount: number;
  fee?: number;
  merchantName?: string | null;
  reason?: string | null;
}

export interface CardTransactionView {
  id: string;
  card_id: string;
  type: CardTransactionType;
  status: CardTransactionStatus;
  currency: Currency;
  /** Decimal string with 2 places. */
  amount: string;
  fee: string;
  merchant_name: string | null;
  /** Why it failed, when it did. */
  reason: string | null;
  created_at: string;
}

/** The stored row: the view with its time in epoch milliseconds. */
type Row = Omit<CardTransactionView, 'amount' | 'fee' | 'created_at'> & {
  amount: number;
  fee: number;
  created_at: number;
};

const view = (row: Row): CardTransactionView => ({
  ...row,
  amount: toDecimalString(row.amount),
  fee: toDecimalString(row.fee),
  created_at: isoTime(row.created_at),
});

export function insertCardTransaction(db: Db, input: CardTransactionInput, now = Date.now()): CardTransactionView {
  const row: Row = {
    id: randomUUID(),
    card_id: input.cardId,
    type: input.type,
    status: input.status,
    currency: input.currency,
    amount: input.amount,
    fee: input.fee ?? 0,
    merchant_name: input.merchantName ?? null,
    reason: input.reason ?? null,
    created_at: now,
  };
  sql(
    db,
    `INSERT INTO card_transactions
       (id, card_id, user_id, type, status, currency, amount, fee, merchant_name, reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.id,
    row.card_id,
    input.userId,
    row.type,
    row.status,
    row.currency,
    row.amount,
    row.fee,
    row.merchant_name,
    row.reason,
    now,
    now,
  );
  return view(row);
}

/** Settles the card's pending transaction of a type (the opening load, the deletion payout). */
export function settlePendingTransaction(
  db: Db,
  cardId: string,
  type: CardTransactionType,
  status: CardTransactionStatus,
  reason: string | null = null,
  now = Date.now(),
): void {
  sql(
    db,
    `UPDATE card_transactions SET status = ?, reason = ?, updated_at = ?
      WHERE card_id = ? AND type = ? AND status = 'CARD_TRANSACTION_STATUS_PENDING'`,
  ).run(status, reason, now, cardId, type);
}

export interface CardTransactionQuery {
  page: number;
  page_size: number;
  type?: CardTransactionType;
  status?: CardTransactionStatus;
}

export function listCardTransactions(db: Db, cardId: string, query: CardTransactionQuery): Page<CardTransactionView> {
  const where = 'card_id = ? AND (? IS NULL OR type = ?) AND (? IS NULL OR status = ?)';
  const type = query.type ?? null;
  const status = query.status ?? null;
  const params = [cardId, type, type, status, status];
  const { total } = sql(db, `SELECT count(*) AS total FROM card_transactions WHERE ${where}`).get(...params) as {
    total: number;
  };
  const rows = sql(
    db,
    `SELECT id, card_id, type, status, currency, amount, fee, merchant_name, reason, created_at
       FROM card_transactions WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  ).all(...params, query.page_size, (query.page - 1) * query.page_size) as Row[];
  return { list: rows.map(view), total, page: query.page, page_size: query.page_size };
}
