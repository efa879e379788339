import type { Card, CardQuery, Page } from '@portal/shared/contract';
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Queries } from '../db';
import { CARD_LIST_COLUMNS, cardView } from './card-store';

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
 * keyword come from the trigger-kept counters, so the first page never counts rows; they are read in
 * the page's own statement (a subquery beside the rows), so a page is one round trip to the database
 * (what a page costs on PostgreSQL), and only a page without rows reads them on their own.
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
  let counted = q
    .selectFrom('card_status_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | null>('count'), eb.val(0)).as('n'))
    .where('user_id', '=', userId);
  counted = query.status
    ? counted.where('status', '=', query.status)
    : counted.where('status', '<>', 'CARD_STATUS_DELETE');
  const page = cards
    .select(CARD_LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  if (pattern !== null) {
    const rows = await page.execute();
    const { n } = await cards.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return pageOf(rows, n, query);
  }
  const rows = await page.select(counted.as('total')).execute();
  return pageOf(rows, Number(rows[0]?.total ?? (await counted.executeTakeFirstOrThrow()).n), query);
}

const pageOf = (rows: object[], total: number, query: CardQuery): Page<Card> => ({
  list: rows.map((row) => cardView(row as Parameters<typeof cardView>[0])),
  total,
  page: query.page,
  page_size: query.page_size,
});
