import type { RemoteLoadCounts, RemoteLoadReport } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Database } from '../db/query-layer';

/** How long page views are kept: longer than any window a canary is judged over. */
export const PAGE_VIEWS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records how a remote page went in one page view, once per view, remote and pin; a failure may
 * follow a rendered page of the same pin in the same view (a later page of it threw), nothing else
 * replaces an outcome. Answers whether the report changed anything.
 */
export async function recordPageView(
  database: Database,
  view: string,
  report: RemoteLoadReport,
  now = Date.now(),
): Promise<boolean> {
  const { kysely } = database;
  await kysely
    .deleteFrom('remote_page_views')
    .where('at', '<', now - PAGE_VIEWS_KEPT_MS)
    .execute();
  const { numInsertedOrUpdatedRows } = await kysely
    .insertInto('remote_page_views')
    .values({
      view_id: view,
      merchant: report.merchant,
      remote: report.remote,
      version: report.version,
      outcome: report.outcome,
      at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['view_id', 'remote', 'version'])
        .doUpdateSet((eb) => ({ outcome: eb.ref('excluded.outcome'), at: eb.ref('excluded.at') }))
        .where('remote_page_views.outcome', '=', 'rendered')
        .where('excluded.outcome', '<>', 'rendered'),
    )
    .executeTakeFirstOrThrow();
  return Number(numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many of a group's page views had this outcome (a sum both dialects read as a number). */
const outcomes = (outcome: string) =>
  sql<number>`coalesce(sum(case when outcome = ${sql.lit(outcome)} then 1 else 0 end), 0)`;

/** Each pin's page views since `since` (all kept when not given), optionally of one merchant and remote. */
export async function listLoadCounts(
  database: Database,
  filter: { merchant?: string; remote?: string; since?: string } = {},
): Promise<RemoteLoadCounts[]> {
  const { merchant, remote, since } = filter;
  const rows = await database.kysely
    .selectFrom('remote_page_views')
    .select((eb) => [
      'merchant',
      'remote',
      'version',
      eb.fn.countAll<number>().as('views'),
      outcomes('render-failed').as('render_failed'),
      outcomes('load-failed').as('load_failed'),
      eb.fn.max('at').as('last_at'),
    ])
    .where('at', '>=', since ? Date.parse(since) : 0)
    .$if(merchant !== undefined, (query) => query.where('merchant', '=', merchant as string))
    .$if(remote !== undefined, (query) => query.where('remote', '=', remote as string))
    .groupBy(['merchant', 'remote', 'version'])
    .orderBy('last_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, last_at: new Date(Number(row.last_at)).toISOString() }));
}
