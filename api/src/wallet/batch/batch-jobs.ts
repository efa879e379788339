import type { BatchCreateCardStatus } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { sql } from '../db';
import type { ControlColumns } from '../limits/control-columns';

/** The most cards one batch may open (documented in api/README.md). */
export const BATCH_MAX_QUANTITY = 100;

export interface JobRow extends ControlColumns {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  /** Minor units loaded onto each card. */
  amount: number;
  status: 'RUNNING' | 'DONE';
  success_count: number;
  fail_count: number;
  created_at: number;
  finished_at: number | null;
}

export type ItemStatus = 'PENDING' | 'ISSUING' | 'SUCCESS' | 'FAIL';

export function insertJob(db: Db, job: JobRow): void {
  sql(
    db,
    `INSERT INTO batch_jobs (id, user_id, product_id, quantity, amount, status, created_at, per_transaction_limit,
       daily_limit, monthly_limit, single_use)
     VALUES (?, ?, ?, ?, ?, 'RUNNING', ?, ?, ?, ?, ?)`,
  ).run(
    job.id,
    job.user_id,
    job.product_id,
    job.quantity,
    job.amount,
    job.created_at,
    job.per_transaction_limit,
    job.daily_limit,
    job.monthly_limit,
    job.single_use,
  );
  const item = sql(db, "INSERT INTO batch_job_items (job_id, seq, status, updated_at) VALUES (?, ?, 'PENDING', ?)");
  for (let seq = 1; seq <= job.quantity; seq += 1) item.run(job.id, seq, job.created_at);
}

export const findJob = (db: Db, id: string) =>
  sql(db, 'SELECT * FROM batch_jobs WHERE id = ?').get(id) as JobRow | undefined;

export const runningJob = (db: Db, userId: string) =>
  sql(db, "SELECT * FROM batch_jobs WHERE user_id = ? AND status = 'RUNNING'").get(userId) as JobRow | undefined;

export const runningJobIds = (db: Db) =>
  (sql(db, "SELECT id FROM batch_jobs WHERE status = 'RUNNING' ORDER BY created_at").all() as { id: string }[]).map(
    (row) => row.id,
  );

export const countItems = (db: Db, jobId: string, status: ItemStatus) =>
  (
    sql(db, 'SELECT count(*) AS n FROM batch_job_items WHERE job_id = ? AND status = ?').get(jobId, status) as {
      n: number;
    }
  ).n;

export const nextPendingItem = (db: Db, jobId: string) =>
  sql(db, "SELECT seq FROM batch_job_items WHERE job_id = ? AND status = 'PENDING' ORDER BY seq LIMIT 1").get(jobId) as
    { seq: number } | undefined;

/** Ends an item as SUCCESS or FAIL and counts it on its job, in the caller's transaction. */
export function resolveItem(db: Db, jobId: string, seq: number, success: boolean, reason: string | null): void {
  const now = Date.now();
  sql(db, 'UPDATE batch_job_items SET status = ?, reason = ?, updated_at = ? WHERE job_id = ? AND seq = ?').run(
    success ? 'SUCCESS' : 'FAIL',
    reason,
    now,
    jobId,
    seq,
  );
  sql(db, `UPDATE batch_jobs SET success_count = success_count + ?, fail_count = fail_count + ? WHERE id = ?`).run(
    success ? 1 : 0,
    success ? 0 : 1,
    jobId,
  );
}

/** One failed card of a job: its place in the batch, its last four digits if it got that far, and why. */
export interface FailedItem {
  seq: number;
  last4: string | null;
  reason: string;
}

/** Every failed card of a job, in batch order. */
export const failedItems = (db: Db, jobId: string) =>
  sql(
    db,
    `SELECT i.seq, c.last4, coalesce(i.reason, '未知原因') AS reason
       FROM batch_job_items i LEFT JOIN cards c ON c.id = i.card_id
      WHERE i.job_id = ? AND i.status = 'FAIL' ORDER BY i.seq`,
  ).all(jobId) as FailedItem[];

/** `exist` while a job runs; otherwise the counts of the user's last job (zeros if none). */
export function batchStatus(db: Db, userId: string): BatchCreateCardStatus {
  const job =
    runningJob(db, userId) ??
    (sql(db, 'SELECT * FROM batch_jobs WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(userId) as
      JobRow | undefined);
  return {
    exist: job?.status === 'RUNNING',
    job_id: job?.id ?? null,
    total_count: job?.quantity ?? 0,
    success_count: job?.success_count ?? 0,
    fail_count: job?.fail_count ?? 0,
  };
}
