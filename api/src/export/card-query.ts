import type { CardStatus, Currency } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { sql } from '../db/statements';

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

/**
 * The filter as SQL. Like the card list, no status and no ids leaves deleted cards out; picked ids are
 * exported whatever their status unless a status is given too.
 */
function where(filter: ExportFilter): { clause: string; params: (string | null)[] } {
  const ids = filter.cardIds ? JSON.stringify(filter.cardIds) : null;
  const status = filter.status ?? (ids ? null : 'ALL_BUT_DELETE');
  const clause =
    'user_id = ?' +
    (status === 'ALL_BUT_DELETE' ? " AND status <> 'CARD_STATUS_DELETE'" : status ? ' AND status = ?' : '') +
    (ids ? ' AND id IN (SELECT value FROM json_each(?))' : '');
  const params = [filter.userId];
  if (status && status !== 'ALL_BUT_DELETE') params.push(status);
  if (ids) params.push(ids);
  return { clause, params };
}

/**
 * How many cards the filter covers. Without picked ids it is read from the kept per-status counts
 * (the card list's), so it costs the same for a million cards as for ten.
 */
export function countExportCards(db: Db, filter: ExportFilter): number {
  if (!filter.cardIds) {
    const rows = sql(db, 'SELECT status, count FROM card_status_counts WHERE user_id = ?').all(filter.userId) as {
      status: CardStatus;
      count: number;
    }[];
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    if (filter.status) return counts.get(filter.status) ?? 0;
    return [...counts].reduce((sum, [status, n]) => (status === 'CARD_STATUS_DELETE' ? sum : sum + n), 0);
  }
  const { clause, params } = where(filter);
  return (sql(db, `SELECT count(*) AS n FROM cards WHERE ${clause}`).get(...params) as { n: number }).n;
}

/** Where a keyset page stops: the last row's created_at and rowid (newest first, like the list). */
export interface Cursor {
  createdAt: number;
  rid: number;
}

export const FIRST_CURSOR: Cursor = { createdAt: Number.MAX_SAFE_INTEGER, rid: Number.MAX_SAFE_INTEGER };

/** The next page after `cursor`, served by the (user_id[, status], created_at) indexes and the rowid. */
export function readExportChunk(db: Db, filter: ExportFilter, cursor: Cursor, limit: number): ExportCardRow[] {
  const { clause, params } = where(filter);
  return sql(
    db,
    `SELECT rowid AS rid, last4, nickname, currency, balance, status, created_at FROM cards
      WHERE ${clause} AND (created_at, rowid) < (?, ?)
      ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  ).all(...params, cursor.createdAt, cursor.rid, limit) as ExportCardRow[];
}
