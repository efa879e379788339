import type { Card, CardQuery, CardStatus, Page } from '@portal/shared/contract';
import { sql, type SqlBool } from 'kysely';
import { compiledTemplate } from '../../db/query-layer';
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

/** The user's cards of one status, or without one all but the deleted. */
const cardsOf = (q: Queries, userId: string, status: CardStatus | undefined) => {
  const cards = q.selectFrom('cards').where('user_id', '=', userId);
  return status ? cards.where('status', '=', status) : cards.where('status', '<>', 'CARD_STATUS_DELETE');
};

/** How many of them there are, from the trigger-kept counters (no rows counted). */
const countedOf = (q: Queries, userId: string, status: CardStatus | undefined) => {
  const counted = q
    .selectFrom('card_status_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | null>('count'), eb.val(0)).as('n'))
    .where('user_id', '=', userId);
  return status ? counted.where('status', '=', status) : counted.where('status', '<>', 'CARD_STATUS_DELETE');
};

type Cards = ReturnType<typeof cardsOf>;

const pageRows = (cards: Cards, limit: number, offset: number) =>
  cards
    .select(CARD_LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(limit)
    .offset(offset);

/** A page with the total beside each row: one statement, one round trip. */
const pageWithTotal = (q: Queries, userId: string, status: CardStatus | undefined, limit: number, offset: number) =>
  pageRows(cardsOf(q, userId, status), limit, offset).select(countedOf(q, userId, status).as('total'));

/** Stand-ins that mark where a page's values go (compiledTemplate): no card list holds such values. */
const PAGE_VALUES = { userId: '\u0000user', limit: -1_000_001, offset: -1_000_002 };

/**
 * The pages without a keyword, the ones the portal reads all the time, compiled once per dialect:
 * all but the deleted, or those of one status.
 */
const PAGE_WITHOUT_STATUS = compiledTemplate(PAGE_VALUES, (q, { userId, limit, offset }) =>
  pageWithTotal(q, userId, undefined, limit, offset),
);
const PAGE_OF_STATUS = compiledTemplate({ ...PAGE_VALUES, status: '\u0000status' }, (q, values) =>
  pageWithTotal(q, values.userId, values.status as CardStatus, values.limit, values.offset),
);

/**
 * The user's cards, newest first. Without a status filter deleted cards are left out (ask for
 * CARD_STATUS_DELETE to see them); `keyword` (trimmed) matches part of the nickname (case-insensitive
 * for Latin letters) or digits of the last four, literally: % and _ are no wildcards. Totals without a
 * keyword come from the trigger-kept counters, so the first page never counts rows; they are read in
 * the page's own statement (a subquery beside the rows), so a page is one round trip to the database
 * (what a page costs on PostgreSQL), and only a page without rows reads them on their own. A page
 * without a keyword is compiled once (its values change, its text never does).
 */
export async function listCards(
  q: Queries,
  dialect: DialectName,
  userId: string,
  query: CardQuery,
): Promise<Page<Card>> {
  const keyword = query.keyword?.normalize('NFC').trim();
  const pattern = keyword ? containsPattern(keyword) : null;
  const limit = query.page_size;
  const offset = (query.page - 1) * query.page_size;
  if (pattern !== null) {
    const cards = cardsOf(q, userId, query.status).where((eb) =>
      eb.or([like('last4', pattern, dialect), like('nickname', pattern, dialect)]),
    );
    const rows = await pageRows(cards, limit, offset).execute();
    const { n } = await cards.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return pageOf(rows, n, query);
  }
  const { rows } = await q.executeQuery(
    query.status
      ? PAGE_OF_STATUS(q, dialect, { userId, status: query.status, limit, offset })
      : PAGE_WITHOUT_STATUS(q, dialect, { userId, limit, offset }),
  );
  const total = rows[0]?.total ?? (await countedOf(q, userId, query.status).executeTakeFirstOrThrow()).n;
  return pageOf(rows, Number(total), query);
}

const pageOf = (rows: object[], total: number, query: CardQuery): Page<Card> => ({
  list: rows.map((row) => cardView(row as Parameters<typeof cardView>[0])),
  total,
  page: query.page,
  page_size: query.page_size,
});
