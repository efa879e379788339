import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import type { MessageCenter } from '../../platform/module';
import { sql } from '../db';
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

/**
 * Runs batch jobs durably: the job and its items are rows, each card opens in its own transaction with
 * its item, and the issuer's outcome updates the item in the transaction that settles the card. After a
 * restart `resume()` picks up every RUNNING job where the rows say it stood.
 */
export class BatchRunner {
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly issuer: CardIssuer,
    private readonly messages: MessageCenter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a job (4040 while another runs for the user) and its first cards, each with `controls`. */
  start(
    userId: string,
    product: CardProduct,
    quantity: number,
    amountUnits: number,
    controls: CardControls = NO_CONTROLS,
  ): JobRow {
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
    this.db.transaction(() => {
      if (runningJob(this.db, userId)) throw new ApiFailure(WALLET_ERRORS.batchRunning);
      assertBatchAffordable(this.db, userId, product, quantity, amountUnits);
      insertJob(this.db, job);
    })();
    this.pump(job.id);
    return findJob(this.db, job.id) ?? job;
  }

  /** The issuer's outcome of a card, inside the issuer's transaction. */
  onCardSettled(settled: SettledCard): void {
    if (settled.kind !== 'OPEN') return;
    const item = sql(this.db, "SELECT job_id, seq FROM batch_job_items WHERE card_id = ? AND status = 'ISSUING'").get(
      settled.cardId,
    ) as { job_id: string; seq: number } | undefined;
    if (!item) return;
    resolveItem(this.db, item.job_id, item.seq, settled.success, settled.reason);
    setImmediate(() => this.pump(item.job_id));
  }

  /** Picks up every unfinished job (after a restart). */
  resume(): void {
    for (const jobId of runningJobIds(this.db)) {
      this.db.transaction(() => reconcileItems(this.db, jobId))();
      this.pump(jobId);
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** Opens the job's next cards up to BATCH_CONCURRENCY in flight, or finishes the job. */
  pump(jobId: string): void {
    if (this.stopped || !this.db.open) return;
    try {
      const job = findJob(this.db, jobId);
      if (!job || job.status !== 'RUNNING') return;
      let inFlight = countItems(this.db, jobId, 'ISSUING');
      let opened = 0;
      for (let next = nextPendingItem(this.db, jobId); next && inFlight < BATCH_CONCURRENCY;) {
        if (this.startItem(job, next.seq)) {
          inFlight += 1;
          opened += 1;
        }
        next = nextPendingItem(this.db, jobId);
      }
      // Each card opened records its load, one event for them all.
      if (opened > 0) tellCardTransactions(this.messages, this.log, job.user_id);
      this.finishIfDone(job);
      this.issuer.kick();
    } catch (error) {
      this.log.error({ err: error, jobId }, 'batch job step failed');
    }
  }

  /** Opens one card for an item; a refusal (balance, frozen wallet, limit) fails the item with its reason. */
  private startItem(job: JobRow, seq: number): boolean {
    return this.db.transaction(() => {
      try {
        const card = openCard(
          this.db,
          this.issuer,
          job.user_id,
          findProduct(this.db, job.product_id),
          job.amount,
          job.id,
          Date.now(),
          controlsOf(job),
        );
        sql(
          this.db,
          "UPDATE batch_job_items SET status = 'ISSUING', card_id = ?, updated_at = ? WHERE job_id = ? AND seq = ?",
        ).run(card.id, Date.now(), job.id, seq);
        return true;
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        resolveItem(this.db, job.id, seq, false, error.message);
        return false;
      }
    })();
  }

  /** Marks the job DONE once no item is left; a job with failures then tells its user which, after the commit. */
  private finishIfDone(job: JobRow): void {
    const failures = this.db.transaction(() => {
      if (countItems(this.db, job.id, 'PENDING') + countItems(this.db, job.id, 'ISSUING') > 0) return null;
      const done = sql(
        this.db,
        "UPDATE batch_jobs SET status = 'DONE', finished_at = ? WHERE id = ? AND status = 'RUNNING'",
      ).run(Date.now(), job.id);
      const finished = findJob(this.db, job.id);
      if (done.changes === 0 || !finished || finished.fail_count === 0) return null;
      return failureMessage(finished, failedItems(this.db, job.id));
    })();
    if (failures === null) return;
    this.messages.sendStationMessage(job.user_id, failures).catch((error: unknown) => {
      // The job's outcome stands even when the message cannot be delivered.
      this.log.warn({ err: error, jobId: job.id }, 'batch failure message not sent');
    });
  }
}
