import type { BatchExportStatus, CardStatus } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { sql } from '../db/statements';
import type { ExportFormat } from './table-layout';

export type { ExportFormat };

export type ExportJobStatus = 'RUNNING' | 'DONE' | 'FAIL' | 'EXPIRED';
/** What a job exports: cards (the bulk export) or transactions (the transactions page). */
export type ExportKind = 'CARDS' | 'TRANSACTIONS';

export interface ExportJobRow {
  id: string;
  user_id: string;
  filter_status: CardStatus | null;
  /** JSON array of card ids, or null for every card of the filter. */
  card_ids: string | null;
  status: ExportJobStatus;
  total_count: number;
  done_count: number;
  /** The download name, e.g. cards-20240101-0930.xlsx. */
  file_name: string;
  created_at: number;
  finished_at: number | null;
  kind: ExportKind;
  format: ExportFormat;
  /** A transaction export's filter as JSON; null for cards. */
  filter: string | null;
}

/** The contract's BatchExportStatus plus the job id, whether its file is ready and its download name. */
export interface ExportStatus extends BatchExportStatus {
  job_id: string | null;
  ready: boolean;
  file_name: string | null;
}

export function insertExportJob(db: Db, job: ExportJobRow): void {
  sql(
    db,
    `INSERT INTO export_jobs
       (id, user_id, filter_status, card_ids, status, total_count, done_count, file_name, created_at, kind, format, filter)
     VALUES (?, ?, ?, ?, 'RUNNING', ?, 0, ?, ?, ?, ?, ?)`,
  ).run(
    job.id,
    job.user_id,
    job.filter_status,
    job.card_ids,
    job.total_count,
    job.file_name,
    job.created_at,
    job.kind,
    job.format,
    job.filter,
  );
}

export const findExportJob = (db: Db, id: string) =>
  sql(db, 'SELECT * FROM export_jobs WHERE id = ?').get(id) as ExportJobRow | undefined;

export const runningExportJob = (db: Db, userId: string) =>
  sql(db, "SELECT * FROM export_jobs WHERE user_id = ? AND status = 'RUNNING'").get(userId) as ExportJobRow | undefined;

export const runningExportJobs = (db: Db) =>
  sql(db, "SELECT * FROM export_jobs WHERE status = 'RUNNING' ORDER BY created_at").all() as ExportJobRow[];

const lastExportJob = (db: Db, userId: string, kind: ExportKind) =>
  sql(db, 'SELECT * FROM export_jobs WHERE user_id = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(
    userId,
    kind,
  ) as ExportJobRow | undefined;

export function setExportProgress(db: Db, id: string, done: number, total?: number): void {
  if (total === undefined) sql(db, 'UPDATE export_jobs SET done_count = ? WHERE id = ?').run(done, id);
  else sql(db, 'UPDATE export_jobs SET done_count = ?, total_count = ? WHERE id = ?').run(done, total, id);
}

export function finishExportJob(db: Db, id: string, status: 'DONE' | 'FAIL', now = Date.now()): void {
  sql(db, "UPDATE export_jobs SET status = ?, finished_at = ? WHERE id = ? AND status = 'RUNNING'").run(
    status,
    now,
    id,
  );
}

/** DONE jobs finished before `cutoff`: their files are due for removal. */
export const staleExportJobs = (db: Db, cutoff: number) =>
  (sql(db, "SELECT id FROM export_jobs WHERE status = 'DONE' AND finished_at < ?").all(cutoff) as { id: string }[]).map(
    (row) => row.id,
  );

export const expireExportJob = (db: Db, id: string) =>
  sql(db, "UPDATE export_jobs SET status = 'EXPIRED' WHERE id = ? AND status = 'DONE'").run(id);

/** exist while a job of the kind runs; otherwise the counts of its last job (zeros if none). */
export function exportStatus(db: Db, userId: string, kind: ExportKind = 'CARDS'): ExportStatus {
  const running = runningExportJob(db, userId);
  const job = (running?.kind === kind ? running : undefined) ?? lastExportJob(db, userId, kind);
  if (!job) return { exist: false, total_count: 0, done_count: 0, job_id: null, ready: false, file_name: null };
  const ready = job.status === 'DONE';
  return {
    exist: job.status === 'RUNNING',
    total_count: job.total_count,
    done_count: job.done_count,
    job_id: job.id,
    ready,
    file_name: ready ? job.file_name : null,
  };
}
