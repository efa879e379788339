import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../db/job-queue';
import type { Database } from '../../db/query-layer';
import { inTransaction, lockedForUpdate } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import type { MessageCenter } from '../../platform/module';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { openCard } from '../cards/open-card';
import { tellCardTransactions } from '../cards/card-transaction-notice';
import { findProduct, type CardProduct } from '../cards/products';
import type { SettledCard } from '../cards/settle';
import type { CardIssuer } from '../issuer/card-issuer';
import { NO_CONTROLS, controlColumns, controlsOf, type CardControls } from '../limits/control-columns';
import { assertBatchAffordable } from './batch-checks';
import {
  countItems,
  failedItems,
  findJob,
  insertJob,
  nextPendingItem,
  resolveItem,
  runningJob,
  runningJobIds,
  type JobRow,
} from './batch-jobs';
import { failureMessage } from './batch-message';
import { reconcileItems } from './reconcile';

/** Cards of one job waiting for the issuer at the same time. */
export const BATCH_CONCURRENCY = 5;
/** The job queue's kind of batch steps (src/db/job-queue.ts), keyed by the batch job's id. */
const BATCH_STEP = 'batch-step';
/**
 * How long one step may take before it counts as lost with its process and runs again elsewhere: a
 * step opens at most BATCH_CONCURRENCY cards, in well under a second; a step run twice at once is
 * harmless (an item is claimed by a guarded UPDATE), so this is short and a lost job goes on soon.
 */
const STEP_LIMIT_SECONDS = 10;

/** Thrown inside an item's transaction to undo its card when another step took the item meanwhile. */
class ItemTaken extends Error {}

/**
 * Runs batch jobs durably: the job and its items are rows, each card opens in its own transaction with
 * its item, and the issuer's outcome updates the item in the transaction that settles the card. A job
 * moves in steps on the job queue: one step of a job at a time, in whichever API process takes it
 * (a step asked for while one runs follows it), and a step lost with its process runs again
 * elsewhere. After a restart `resume()` asks for a step of every RUNNING job, which goes on from
 * where its rows say it stood.
 */
export class BatchRunner {
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly issuer: CardIssuer,
    private readonly messages: MessageCenter,
    private readonly log: FastifyBaseLogger,
    private readonly queue: JobQueue,
  ) {
    queue.work<{ jobId: string }>(BATCH_STEP, ({ jobId }) => this.step(jobId), {
      expireInSeconds: STEP_LIMIT_SECONDS,
    });
  }

  /**
   * Creates a job (4040 while another runs for the user) inside the call's transaction, each card to be
   * opened with `controls`; call `pump(job.id)` after the commit.
   */
  async start(
    trx: Queries,
    userId: string,
    product: CardProduct,
    quantity: number,
    amountUnits: number,
    controls: CardControls = NO_CONTROLS,
  ): Promise<JobRow> {
    const job: JobRow = {
      id: randomUUID(),
      user_id: userId,
      product_id: product.id,
      quantity,
      amount: amountUnits,
      status: 'RUNNING',
      success_count: 0,
      fail_count: 0,
      created_at: Date.now(),
      finished_at: null,
      ...controlColumns(controls),
    };
    // Two starts of one user at once (in any process): the second waits here, then sees the first's job.
    await lockedForUpdate(this.database, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
    if (await runningJob(trx, userId)) throw new ApiFailure(WALLET_ERRORS.batchRunning);
    await assertBatchAffordable(trx, userId, product, quantity, amountUnits);
    await insertJob(trx, job);
    return job;
  }

  /**
   * The issuer's outcome of a card, inside the issuer's transaction: resolves its item. Answers the next
   * step of the job, to take after the commit.
   */
  async onCardSettled(trx: Queries, settled: SettledCard): Promise<(() => void) | null> {
    if (settled.kind !== 'OPEN') return null;
    const item = await trx
      .selectFrom('batch_job_items')
      .select(['job_id', 'seq'])
      .where('card_id', '=', settled.cardId)
      .where('status', '=', 'ISSUING')
      .executeTakeFirst();
    if (!item) return null;
    await resolveItem(trx, item.job_id, item.seq, settled.success, settled.reason);
    return () => void this.pump(item.job_id);
  }

  /** Picks up every unfinished job (after a restart). */
  async resume(): Promise<void> {
    for (const jobId of await runningJobIds(this.database.kysely)) {
      await inTransaction(this.database, (trx) => reconcileItems(trx, jobId));
      void this.pump(jobId);
    }
  }

  stop(): void {
    this.stopped = true;
  }

  private get closed(): boolean {
    return this.stopped || this.database.sqlite?.open === false;
  }

  /**
   * Asks for a step of the job: it opens the job's next cards up to BATCH_CONCURRENCY in flight, or
   * finishes the job. Resolves once the step is queued; never rejects (a step not queued is logged,
   * and the next card the issuer settles asks again).
   */
  async pump(jobId: string): Promise<void> {
    if (this.closed) return;
    await this.queue.send(BATCH_STEP, jobId, { jobId }).catch((error: unknown) => {
      this.log.error({ err: error, jobId }, 'batch job step not queued');
    });
  }

  /**
   * The job's first step, here and now: a new job's first cards open before its answer, as the
   * portal expects to find them. The steps after it go through the queue (`pump`); a first step that
   * fails is queued instead.
   */
  async begin(jobId: string): Promise<void> {
    try {
      await this.step(jobId);
    } catch (error) {
      this.log.error({ err: error, jobId }, 'batch job first step failed');
      await this.pump(jobId);
    }
  }

  /** One step of a job; a failure throws, and the queue runs the step again. */
  private async step(jobId: string): Promise<void> {
    if (this.closed) return;
    const q = this.database.kysely;
    const job = await findJob(q, jobId);
    if (!job || job.status !== 'RUNNING') return;
    let inFlight = await countItems(q, jobId, 'ISSUING');
    let opened = 0;
    for (let next = await nextPendingItem(q, jobId); next && inFlight < BATCH_CONCURRENCY && !this.closed;) {
      if (await this.startItem(job, next.seq)) {
        inFlight += 1;
        opened += 1;
      }
      next = await nextPendingItem(q, jobId);
    }
    // Each card opened records its load, one event for them all.
    if (opened > 0) tellCardTransactions(this.messages, this.log, job.user_id);
    await this.finishIfDone(job);
    this.issuer.kick();
  }

  /** Opens one card for an item; a refusal (balance, frozen wallet, limit) fails the item with its reason. */
  private async startItem(job: JobRow, seq: number): Promise<boolean> {
    try {
      await inTransaction(this.database, async (trx) => {
        const product = await findProduct(trx, job.product_id);
        const now = Date.now();
        const card = await openCard(
          this.database,
          trx,
          this.issuer,
          job.user_id,
          product,
          job.amount,
          job.id,
          now,
          controlsOf(job),
        );
        const claimed = await trx
          .updateTable('batch_job_items')
          .set({ status: 'ISSUING', card_id: card.id, updated_at: now })
          .where('job_id', '=', job.id)
          .where('seq', '=', seq)
          .where('status', '=', 'PENDING')
          .executeTakeFirst();
        if (changed(claimed) === 0) throw new ItemTaken();
      });
      return true;
    } catch (error) {
      if (error instanceof ItemTaken) return false;
      if (!(error instanceof ApiFailure)) throw error;
      await inTransaction(this.database, async (trx) => {
        const pending = await trx
          .selectFrom('batch_job_items')
          .select('seq')
          .where('job_id', '=', job.id)
          .where('seq', '=', seq)
          .where('status', '=', 'PENDING')
          .executeTakeFirst();
        if (pending) await resolveItem(trx, job.id, seq, false, error.message);
      });
      return false;
    }
  }

  /** Marks the job DONE once no item is left; a job with failures then tells its user which, after the commit. */
  private async finishIfDone(job: JobRow): Promise<void> {
    const failures = await inTransaction(this.database, async (trx) => {
      if ((await countItems(trx, job.id, 'PENDING')) + (await countItems(trx, job.id, 'ISSUING')) > 0) return null;
      const done = await trx
        .updateTable('batch_jobs')
        .set({ status: 'DONE', finished_at: Date.now() })
        .where('id', '=', job.id)
        .where('status', '=', 'RUNNING')
        .executeTakeFirst();
      const finished = await findJob(trx, job.id);
      if (changed(done) === 0 || !finished || finished.fail_count === 0) return null;
      return failureMessage(finished, await failedItems(trx, job.id));
    });
    if (failures === null) return;
    this.messages.sendStationMessage(job.user_id, failures).catch((error: unknown) => {
      // The job's outcome stands even when the message cannot be delivered.
      this.log.warn({ err: error, jobId: job.id }, 'batch failure message not sent');
    });
  }
}
