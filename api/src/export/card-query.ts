import type { CardStatus, Currency } from '@portal/shared/contract';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/query-layer';
import type { Schema } from '../db/schema';

/** Which cards an export covers: the user's own, by status and/or ids. */
export interface ExportFilter {
  userId: string;
  status: CardStatus | null;
  /** null: every card of the status filter. */
  cardIds: string[] | null;
}

/** The columns an export reads; never the card_secrets table. */
export interface ExportCardRow {
  rid: number;
  last4: string;
  nickname: string | null;
  currency: Currency;
  balance: number;
  status: CardStatus;
  created_at: number;
}

const DELETED: CardStatus = 'CARD_STATUS_DELETE';

/**
 * The filter as a condition on `cards`. Like the card list, no status and no ids leaves deleted cards
 * out; picked ids are exported whatever their status unless a status is given too.
 */
const where =
  (filter: ExportFilter) =>
  (eb: ExpressionBuilder<Schema, 'cards'>): ReturnType<typeof eb.and> => {
    const conditions = [eb('user_id', '=', filter.userId)];
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    else if (!filter.cardIds) conditions.push(eb('status', '<>', DELETED));
    if (filter.cardIds) conditions.push(eb('id', 'in', filter.cardIds));
    return eb.and(conditions);
  };

/**
 * How many cards the filter covers. Without picked ids it is read from the kept per-status counts
 * (the card list's), so it costs the same for a million cards as for ten.
 */
export async function countExportCards(database: Database, filter: ExportFilter): Promise<number> {
  if (!filter.cardIds) {
    const counts = await database.kysely
      .selectFrom('card_status_counts')
      .select(['status', 'count'])
      .where('user_id', '=', filter.userId)
      .execute();
    return counts
      .filter((row) => (filter.status ? row.status === filter.status : row.status !== DELETED))
      .reduce((sum, row) => sum + Number(row.count), 0);
  }
  const { n } = await database.kysely
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where(filter))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The next chunk after `cursor` (the last row's created_at and rowid), newest first like the list:
 * served by the (user_id[, status], created_at) indexes and the rowid, on either database.
 */
export async function readExportChunk(
  database: Database,
  filter: ExportFilter,
  cursor: { createdAt: number; rid: number },
  limit: number,
): Promise<ExportCardRow[]> {
  const rows = await database.kysely
    .selectFrom('cards')
    .select([sql<number>`rowid`.as('rid'), 'last4', 'nickname', 'currency', 'balance', 'status', 'created_at'])
    .where(where(filter))
    .where(sql<SqlBool>`(created_at, rowid) < (${cursor.createdAt}, ${cursor.rid})`)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(limit)
    .execute();
  return rows as ExportCardRow[];
}
