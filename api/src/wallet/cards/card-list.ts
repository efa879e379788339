import type { Card, CardQuery, Page } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { sql } from '../db';
import { CARD_LIST_COLUMNS, cardCounts, cardView } from './card-store';

const ORDER = 'ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?';

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and the escape) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const KEYWORD_WHERE = "(? IS NULL OR last4 LIKE ? ESCAPE '\\' OR nickname LIKE ? ESCAPE '\\')";

/**
 * The user's cards, newest first. Without a status filter deleted cards are left out (ask for
 * CARD_STATUS_DELETE to see them); `keyword` (trimmed) matches part of the nickname (case-insensitive
 * for Latin letters) or digits of the last four, literally: % and _ are no wildcards. Totals without a
 * keyword come from the trigger-kept counters, so the first page never counts rows.
 */
export function listCards(db: Db, userId: string, query: CardQuery): Page<Card> {
  const keyword = query.keyword?.normalize('NFC').trim();
  const like = keyword ? containsPattern(keyword) : null;
  const offset = (query.page - 1) * query.page_size;
  const statusWhere = query.status ? 'status = ?' : "status <> 'CARD_STATUS_DELETE'";
  const params: (string | null)[] = query.status ? [userId, query.status] : [userId];
  const where = `user_id = ? AND ${statusWhere} AND ${KEYWORD_WHERE}`;
  const rows = sql(db, `SELECT ${CARD_LIST_COLUMNS} FROM cards WHERE ${where} ${ORDER}`).all(
    ...params,
    like,
    like,
    like,
    query.page_size,
    offset,
  ) as Parameters<typeof cardView>[0][];
  let total: number;
  if (like) {
    total = (
      sql(db, `SELECT count(*) AS n FROM cards WHERE ${where}`).get(...params, like, like, like) as { n: number }
    ).n;
  } else {
    const counts = cardCounts(db, userId);
    total = query.status
      ? (counts.get(query.status) ?? 0)
      : [...counts].reduce((sum, [status, count]) => (status === 'CARD_STATUS_DELETE' ? sum : sum + count), 0);
  }
  return { list: rows.map(cardView), total, page: query.page, page_size: query.page_size };
}
