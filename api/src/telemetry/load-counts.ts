import type { RemoteLoadCounts, RemoteLoadReport } from '@portal/shared/contract';
import type { Db } from '../db/database';

/** How long page views are kept: longer than any window a canary is judged over. */
export const PAGE_VIEWS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records how a remote page went in one page view, once per view, remote and pin; a failure may
 * follow a rendered page of the same pin in the same view (a later page of it threw), nothing else
 * replaces an outcome. Answers whether the report changed anything.
 */
export function recordPageView(db: Db, view: string, report: RemoteLoadReport, now = Date.now()): boolean {
  db.prepare('DELETE FROM remote_page_views WHERE at < ?').run(now - PAGE_VIEWS_KEPT_MS);
  const { changes } = db
    .prepare(
      `INSERT INTO remote_page_views (view_id, merchant, remote, version, outcome, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (view_id, remote, version) DO UPDATE SET outcome = excluded.outcome, at = excluded.at
       WHERE remote_page_views.outcome = 'rendered' AND excluded.outcome <> 'rendered'`,
    )
    .run(view, report.merchant, report.remote, report.version, report.outcome, now);
  return changes > 0;
}

interface Row extends Omit<RemoteLoadCounts, 'last_at'> {
  last_at: number;
}

/** Each pin's page views since `since` (all kept when not given), optionally of one merchant and remote. */
export function listLoadCounts(
  db: Db,
  filter: { merchant?: string; remote?: string; since?: string } = {},
): RemoteLoadCounts[] {
  const rows = db
    .prepare(
      `SELECT merchant, remote, version, COUNT(*) AS views,
         SUM(outcome = 'render-failed') AS render_failed, SUM(outcome = 'load-failed') AS load_failed,
         MAX(at) AS last_at
       FROM remote_page_views
       WHERE at >= @since AND (@merchant IS NULL OR merchant = @merchant) AND (@remote IS NULL OR remote = @remote)
       GROUP BY merchant, remote, version ORDER BY last_at DESC`,
    )
    .all({
      merchant: filter.merchant ?? null,
      remote: filter.remote ?? null,
      since: filter.since ? Date.parse(filter.since) : 0,
    }) as Row[];
  return rows.map((row) => ({ ...row, last_at: new Date(row.last_at).toISOString() }));
}
