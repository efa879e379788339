import type { BatchExportStatus, CardStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Database } from '../db/query-layer';
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

/** The columns of a job as it is read (PostgreSQL's `rowid` left out). */
const JOB_COLUMNS = [
  'id',
  'user_id',
  'filter_status',
  'card_ids',
  'status',
  'total_count',
  'done_count',
  'file_name',
  'created_at',
  'finished_at',
  'kind',
  'format',
  'filter',
] as const;

const jobs = (database: Database) => database.kysely.selectFrom('export_jobs').select(JOB_COLUMNS);

/**
 * Records a RUNNING job unless one of the user's runs already: one statement on the one-running-job
 * index, so of two starts at once (in this process or another) one records its job and the other
 * gets false. The job's own status and counts are not taken from `job`: it starts RUNNING at 0.
 */
export async function insertRunningExportJob(database: Database, job: ExportJobRow): Promise<boolean> {
  const result = await database.kysely
    .insertInto('export_jobs')
    .values({
      id: job.id,
      user_id: job.user_id,
      filter_status: job.filter_status,
      card_ids: job.card_ids,
      status: 'RUNNING',
      total_count: job.total_count,
      done_count: 0,
      file_name: job.file_name,
      created_at: job.created_at,
      kind: job.kind,
      format: job.format,
      filter: job.filter,
    })
    .onConflict((conflict) => conflict.column('user_id').where('status', '=', sql.lit('RUNNING')).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findExportJob = async (database: Database, id: string) =>
  (await jobs(database).where('id', '=', id).executeTakeFirst()) as ExportJobRow | undefined;

export const runningExportJob = async (database: Database, userId: string) =>
  (await jobs(database).where('user_id', '=', userId).where('status', '=', 'RUNNING').executeTakeFirst()) as
    ExportJobRow | undefined;

export const runningExportJobs = async (database: Database) =>
  (await jobs(database).where('status', '=', 'RUNNING').orderBy('created_at').execute()) as ExportJobRow[];

const lastExportJob = async (database: Database, userId: string, kind: ExportKind) =>
  (await jobs(database)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .executeTakeFirst()) as ExportJobRow | undefined;

export async function setExportProgress(database: Database, id: string, done: number, total?: number): Promise<void> {
  await database.kysely
    .updateTable('export_jobs')
    .set(total === undefined ? { done_count: done } : { done_count: done, total_count: total })
    .where('id', '=', id)
    .execute();
}

export async function finishExportJob(
  database: Database,
  id: string,
  status: 'DONE' | 'FAIL',
  now = Date.now(),
): Promise<void> {
  await database.kysely
    .updateTable('export_jobs')
    .set({ status, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'RUNNING')
    .execute();
}

/** DONE jobs finished before `cutoff`: their files are due for removal. */
export async function staleExportJobs(database: Database, cutoff: number): Promise<string[]> {
  const rows = await database.kysely
    .selectFrom('export_jobs')
    .select('id')
    .where('status', '=', 'DONE')
    .where('finished_at', '<', cutoff)
    .execute();
  return rows.map((row) => row.id);
}

export async function expireExportJob(database: Database, id: string): Promise<void> {
  await database.kysely
    .updateTable('export_jobs')
    .set({ status: 'EXPIRED' })
    .where('id', '=', id)
    .where('status', '=', 'DONE')
    .execute();
}

/** What the status calls answer of a job. */
export function statusOf(job: ExportJobRow): ExportStatus & { job_id: string } {
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

/** exist while a job of the kind runs; otherwise the counts of its last job (zeros if none). */
export async function exportStatus(
  database: Database,
  userId: string,
  kind: ExportKind = 'CARDS',
): Promise<ExportStatus> {
  const running = await runningExportJob(database, userId);
  const job = (running?.kind === kind ? running : undefined) ?? (await lastExportJob(database, userId, kind));
  if (!job) return { exist: false, total_count: 0, done_count: 0, job_id: null, ready: false, file_name: null };
  return statusOf(job);
}
