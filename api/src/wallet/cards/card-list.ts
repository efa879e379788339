import type { Card, CardQuery, Page } from '@portal/shared/contract';
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Queries } from '../db';
import { CARD_LIST_COLUMNS, cardCounts, cardView } from './card-store';

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and the escape) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQLite's LIKE ignores the case of Latin letters, PostgreSQL's needs ILIKE; a backslash escapes on both. */
const like = (column: 'last4' | 'nickname', pattern: string, dialect: DialectName) =>
  dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;

/**
 * The user's cards, newest first. Without a status filter deleted cards are left out (ask for
 * CARD_STATUS_DELETE to see them); `keyword` (trimmed) matches part of the nickname (case-insensitive
 * for Latin letters) or digits of the last four, literally: % and _ are no wildcards. Totals without a
 * keyword come from the trigger-kept counters, so the first page never counts rows.
 */
export async function listCards(
  q: Queries,
  dialect: DialectName,
  userId: string,
  query: CardQuery,
): Promise<Page<Card>> {
  const keyword = query.keyword?.normalize('NFC').trim();
  const pattern = keyword ? containsPattern(keyword) : null;
  let cards = q.selectFrom('cards').where('user_id', '=', userId);
  cards = query.status ? cards.where('status', '=', query.status) : cards.where('status', '<>', 'CARD_STATUS_DELETE');
  if (pattern !== null)
    cards = cards.where((eb) => eb.or([like('last4', pattern, dialect), like('nickname', pattern, dialect)]));
  const rows = await cards
    .select(CARD_LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  let total: number;
  if (pattern !== null) {
    total = (await cards.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  } else {
    const counts = await cardCounts(q, userId);
    total = query.status
      ? (counts.get(query.status) ?? 0)
      : [...counts].reduce((sum, [status, count]) => (status === 'CARD_STATUS_DELETE' ? sum : sum + count), 0);
  }
  return {
    list: rows.map((row) => cardView(row as Parameters<typeof cardView>[0])),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
