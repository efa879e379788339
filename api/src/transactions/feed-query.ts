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
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/query-layer';
import type { Schema } from '../db/schema';
import { isoTime } from '../wallet/db';
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

/** The feed with each row's card, only ever the user's own, and the feed's columns as a row reads them. */
const feedRows = (kysely: Kysely<Schema>) =>
  kysely
    .selectFrom('transaction_feed as f')
    .leftJoin('cards as c', (join) => join.onRef('c.id', '=', 'f.card_id').onRef('c.user_id', '=', 'f.user_id'))
    .select([
      sql<number>`f.rowid`.as('rid'),
      'f.id',
      'f.source',
      'f.type',
      'f.status',
      'f.currency',
      'f.amount',
      'f.fee',
      'f.card_id',
      'c.last4',
      'c.nickname as card_nickname',
      'f.merchant_name',
      'f.created_at',
    ]);

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

export async function countTransactions(database: Database, filter: FeedFilter): Promise<number> {
  const { n } = await database.kysely
    .selectFrom('transaction_feed as f')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(feedWhere(filter, database.dialect))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the user's transactions, newest first (ties in the order they were booked). */
export async function listTransactions(
  database: Database,
  filter: FeedFilter,
  paging: { page: number; page_size: number },
): Promise<Page<Transaction>> {
  const [rows, total] = await Promise.all([
    feedRows(database.kysely)
      .where(feedWhere(filter, database.dialect))
      .orderBy('f.created_at', 'desc')
      .orderBy(sql`f.rowid`, 'desc')
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size)
      .execute(),
    countTransactions(database, filter),
  ]);
  return { list: (rows as FeedRow[]).map(transactionView), total, ...paging };
}

/** The next chunk after `cursor` (the last row's created_at and rowid) in the list's order, for an export. */
export async function readTransactionChunk(
  database: Database,
  filter: FeedFilter,
  cursor: { createdAt: number; rid: number },
  limit: number,
): Promise<FeedRow[]> {
  const rows = await feedRows(database.kysely)
    .where(feedWhere(filter, database.dialect))
    .where(sql<SqlBool>`(f.created_at, f.rowid) < (${cursor.createdAt}, ${cursor.rid})`)
    .orderBy('f.created_at', 'desc')
    .orderBy(sql`f.rowid`, 'desc')
    .limit(limit)
    .execute();
  return rows as FeedRow[];
}

interface DetailRow extends FeedRow {
  updated_at: number;
  card_status: CardStatus | null;
}

/** One of the user's transactions with its timeline; undefined for another user's or an unknown id. */
export async function readTransaction(
  database: Database,
  userId: string,
  id: string,
): Promise<TransactionDetails | undefined> {
  const { kysely } = database;
  const row = (await feedRows(kysely)
    .select(['f.updated_at', 'c.status as card_status'])
    .where('f.id', '=', id)
    .where('f.user_id', '=', userId)
    .orderBy(sql`f.rowid`)
    .limit(1)
    .executeTakeFirst()) as DetailRow | undefined;
  if (!row) return undefined;
  const base = { ...transactionView(row), updated_at: isoTime(row.updated_at), card_status: row.card_status };
  if (row.source === 'WALLET') {
    const ledger = await kysely
      .selectFrom('wallet_transactions')
      .select(['balance_after', 'remark'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      ...base,
      balance_after: toDecimalString(ledger.balance_after),
      note: ledger.remark || null,
      timeline: [{ status: row.status, at: isoTime(row.created_at) }],
    };
  }
  const [{ reason }, events] = await Promise.all([
    kysely.selectFrom('card_transactions').select('reason').where('id', '=', id).executeTakeFirstOrThrow(),
    kysely
      .selectFrom('card_transaction_events')
      .select(['status', 'at'])
      .where('transaction_id', '=', id)
      .orderBy('at')
      .orderBy(sql`rowid`)
      .execute(),
  ]);
  return {
    ...base,
    balance_after: null,
    note: reason,
    timeline: events.map((event) => ({ status: event.status as CardTransactionStatus, at: isoTime(event.at) })),
  };
}
