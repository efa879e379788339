import type {
  CardStatus,
  CardTransactionStatus,
  Currency,
  Page,
  Transaction,
  TransactionDetails,
  TransactionSource,
  TransactionType,
} from '@portal/shared/contract';
import type { Db } from '../db/database';
import { isoTime, sql } from '../wallet/db';
import { toDecimalString } from '../wallet/money';
import { feedWhere, type FeedFilter } from './feed-filter';

/** A feed row as read: money in minor units, times in epoch ms, and the card's last four digits and name. */
export interface FeedRow {
  rid: number;
  id: string;
  source: TransactionSource;
  type: TransactionType;
  status: CardTransactionStatus;
  currency: Currency;
  amount: number;
  fee: number;
  card_id: string | null;
  last4: string | null;
  card_nickname: string | null;
  merchant_name: string | null;
  created_at: number;
}

const COLUMNS = `f.rowid AS rid, f.id, f.source, f.type, f.status, f.currency, f.amount, f.fee, f.card_id,
  c.last4, c.nickname AS card_nickname, f.merchant_name, f.created_at`;

/** The row's card, only ever the user's own. */
const CARD_JOIN = 'LEFT JOIN cards c ON c.id = f.card_id AND c.user_id = f.user_id';

export const transactionView = (row: FeedRow): Transaction => ({
  id: row.id,
  source: row.source,
  type: row.type,
  status: row.status,
  currency: row.currency,
  amount: toDecimalString(row.amount),
  fee: toDecimalString(row.fee),
  card_id: row.card_id,
  card_last4: row.last4,
  card_nickname: row.card_nickname,
  merchant_name: row.merchant_name,
  created_at: isoTime(row.created_at),
});

export function countTransactions(db: Db, filter: FeedFilter): number {
  const { clause, params } = feedWhere(filter);
  return (sql(db, `SELECT count(*) AS n FROM transaction_feed f WHERE ${clause}`).get(...params) as { n: number }).n;
}

/** One page of the user's transactions, newest first (ties in the order they were booked). */
export function listTransactions(
  db: Db,
  filter: FeedFilter,
  paging: { page: number; page_size: number },
): Page<Transaction> {
  const { clause, params } = feedWhere(filter);
  const rows = sql(
    db,
    `SELECT ${COLUMNS} FROM transaction_feed f ${CARD_JOIN}
      WHERE ${clause} ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`,
  ).all(...params, paging.page_size, (paging.page - 1) * paging.page_size) as FeedRow[];
  return { list: rows.map(transactionView), total: countTransactions(db, filter), ...paging };
}

/** The next chunk after `cursor` (the last row's created_at and rowid) in the list's order, for an export. */
export function readTransactionChunk(
  db: Db,
  filter: FeedFilter,
  cursor: { createdAt: number; rid: number },
  limit: number,
): FeedRow[] {
  const { clause, params } = feedWhere(filter);
  return sql(
    db,
    `SELECT ${COLUMNS} FROM transaction_feed f ${CARD_JOIN}
      WHERE ${clause} AND (f.created_at, f.rowid) < (?, ?)
      ORDER BY f.created_at DESC, f.rowid DESC LIMIT ?`,
  ).all(...params, cursor.createdAt, cursor.rid, limit) as FeedRow[];
}

interface DetailRow extends FeedRow {
  updated_at: number;
  card_status: CardStatus | null;
}

/** One of the user's transactions with its timeline; undefined for another user's or an unknown id. */
export function readTransaction(db: Db, userId: string, id: string): TransactionDetails | undefined {
  const row = sql(
    db,
    `SELECT ${COLUMNS}, f.updated_at, c.status AS card_status FROM transaction_feed f
       ${CARD_JOIN}
      WHERE f.id = ? AND f.user_id = ? ORDER BY f.rowid LIMIT 1`,
  ).get(id, userId) as DetailRow | undefined;
  if (!row) return undefined;
  const base = { ...transactionView(row), updated_at: isoTime(row.updated_at), card_status: row.card_status };
  if (row.source === 'WALLET') {
    const ledger = sql(db, 'SELECT balance_after, remark FROM wallet_transactions WHERE id = ?').get(id) as {
      balance_after: number;
      remark: string;
    };
    return {
      ...base,
      balance_after: toDecimalString(ledger.balance_after),
      note: ledger.remark || null,
      timeline: [{ status: row.status, at: isoTime(row.created_at) }],
    };
  }
  const { reason } = sql(db, 'SELECT reason FROM card_transactions WHERE id = ?').get(id) as { reason: string | null };
  const events = sql(
    db,
    'SELECT status, at FROM card_transaction_events WHERE transaction_id = ? ORDER BY at, rowid',
  ).all(id) as { status: CardTransactionStatus; at: number }[];
  return {
    ...base,
    balance_after: null,
    note: reason,
    timeline: events.map((event) => ({ status: event.status, at: isoTime(event.at) })),
  };
}
