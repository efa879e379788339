import type { RemoteLoadCounts, RemoteLoadReport } from '@portal/shared/contract';
import type { Db } from '../db/database';

/** Adds one load outcome to its merchant, remote and pin's counts. */
export function recordLoad(db: Db, report: RemoteLoadReport, now = Date.now()): void {
  db.prepare(
    `INSERT INTO remote_loads (merchant, remote, version, ok, failed, last_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant, remote, version) DO UPDATE
     SET ok = ok + excluded.ok, failed = failed + excluded.failed, last_at = excluded.last_at`,
  ).run(report.merchant, report.remote, report.version, report.ok ? 1 : 0, report.ok ? 0 : 1, now);
}

interface Row {
  merchant: string;
  remote: string;
  version: string;
  ok: number;
  failed: number;
  last_at: number;
}

/** The counts of every pin, optionally of one merchant and one remote, most recent first. */
export function listLoadCounts(db: Db, filter: { merchant?: string; remote?: string } = {}): RemoteLoadCounts[] {
  const rows = db
    .prepare(
      `SELECT merchant, remote, version, ok, failed, last_at FROM remote_loads
       WHERE (@merchant IS NULL OR merchant = @merchant) AND (@remote IS NULL OR remote = @remote)
       ORDER BY last_at DESC`,
    )
    .all({ merchant: filter.merchant ?? null, remote: filter.remote ?? null }) as Row[];
  return rows.map((row) => ({ ...row, last_at: new Date(row.last_at).toISOString() }));
}
