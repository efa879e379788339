import type { BatchCreateCardStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Queries } from '../db';
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

const JOB_COLUMNS = [
  'id',
  'user_id',
  'product_id',
  'quantity',
  'amount',
  'status',
  'success_count',
  'fail_count',
  'created_at',
  'finished_at',
  'per_transaction_limit',
  'daily_limit',
  'monthly_limit',
  'single_use',
] as const;

const selectJob = (q: Queries) => q.selectFrom('batch_jobs').select(JOB_COLUMNS);

export async function insertJob(q: Queries, job: JobRow): Promise<void> {
  await q
    .insertInto('batch_jobs')
    .values({
      id: job.id,
      user_id: job.user_id,
      product_id: job.product_id,
      quantity: job.quantity,
      amount: job.amount,
      status: 'RUNNING',
      created_at: job.created_at,
      per_transaction_limit: job.per_transaction_limit,
      daily_limit: job.daily_limit,
      monthly_limit: job.monthly_limit,
      single_use: job.single_use,
    })
    .execute();
  await q
    .insertInto('batch_job_items')
    .values(
      Array.from({ length: job.quantity }, (_, index) => ({
        job_id: job.id,
        seq: index + 1,
        status: 'PENDING',
        updated_at: job.created_at,
      })),
    )
    .execute();
}

export const findJob = async (q: Queries, id: string) =>
  (await selectJob(q).where('id', '=', id).executeTakeFirst()) as JobRow | undefined;

export const runningJob = async (q: Queries, userId: string) =>
  (await selectJob(q).where('user_id', '=', userId).where('status', '=', 'RUNNING').executeTakeFirst()) as
    JobRow | undefined;

export const runningJobIds = async (q: Queries) =>
  (await q.selectFrom('batch_jobs').select('id').where('status', '=', 'RUNNING').orderBy('created_at').execute()).map(
    (row) => row.id,
  );

export const countItems = async (q: Queries, jobId: string, status: ItemStatus) =>
  (
    await q
      .selectFrom('batch_job_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', jobId)
      .where('status', '=', status)
      .executeTakeFirstOrThrow()
  ).n;

export const nextPendingItem = (q: Queries, jobId: string) =>
  q
    .selectFrom('batch_job_items')
    .select('seq')
    .where('job_id', '=', jobId)
    .where('status', '=', 'PENDING')
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();

/** Ends an item as SUCCESS or FAIL and counts it on its job, in the caller's transaction. */
export async function resolveItem(
  q: Queries,
  jobId: string,
  seq: number,
  success: boolean,
  reason: string | null,
): Promise<void> {
  await q
    .updateTable('batch_job_items')
    .set({ status: success ? 'SUCCESS' : 'FAIL', reason, updated_at: Date.now() })
    .where('job_id', '=', jobId)
    .where('seq', '=', seq)
    .execute();
  await q
    .updateTable('batch_jobs')
    .set((eb) => ({
      success_count: eb('success_count', '+', success ? 1 : 0),
      fail_count: eb('fail_count', '+', success ? 0 : 1),
    }))
    .where('id', '=', jobId)
    .execute();
}

/** One failed card of a job: its place in the batch, its last four digits if it got that far, and why. */
export interface FailedItem {
  seq: number;
  last4: string | null;
  reason: string;
}

/** Every failed card of a job, in batch order. */
export const failedItems = (q: Queries, jobId: string): Promise<FailedItem[]> =>
  q
    .selectFrom('batch_job_items as i')
    .leftJoin('cards as c', 'c.id', 'i.card_id')
    .select((eb) => ['i.seq', 'c.last4', eb.fn.coalesce('i.reason', sql.lit('未知原因')).as('reason')])
    .where('i.job_id', '=', jobId)
    .where('i.status', '=', 'FAIL')
    .orderBy('i.seq')
    .execute();

/** `exist` while a job runs; otherwise the counts of the user's last job (zeros if none). */
export async function batchStatus(q: Queries, userId: string): Promise<BatchCreateCardStatus> {
  const job =
    (await runningJob(q, userId)) ??
    ((await selectJob(q)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy(sql`rowid`, 'desc')
      .limit(1)
      .executeTakeFirst()) as JobRow | undefined);
  return {
    exist: job?.status === 'RUNNING',
    job_id: job?.id ?? null,
    total_count: job?.quantity ?? 0,
    success_count: job?.success_count ?? 0,
    fail_count: job?.fail_count ?? 0,
  };
}
