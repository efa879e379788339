import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardStatus } from '@portal/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/query-layer';
import { ApiFailure } from '../platform/api-failure';
import type { FeedFilter } from '../transactions/feed-filter';
import { cardPlan } from './card-export';
import type { ExportFilter } from './card-query';
import { EXPORT_ERRORS } from './errors';
import * as jobs from './export-jobs';
import { FIRST_CHUNK_CURSOR, type ExportPlan } from './export-plan';
import { exportFileName } from './export-text';
import { ExportFileWriter } from './file-writer';
import { transactionPlan } from './transaction-export';

/** Files (and DONE jobs) older than this are removed. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a job exports: its kind, format and filter. */
type ExportWhat = 'filter_status' | 'card_ids' | 'file_name' | 'kind' | 'format' | 'filter';

const filterOf = (job: Pick<jobs.ExportJobRow, 'user_id' | 'filter_status' | 'card_ids'>): ExportFilter => ({
  userId: job.user_id,
  status: job.filter_status,
  cardIds: job.card_ids === null ? null : (JSON.parse(job.card_ids) as string[]),
});

/** What a job exports, by its kind: its cards or its transactions. */
function planOf(database: Database, job: Pick<jobs.ExportJobRow, ExportWhat | 'user_id'>): ExportPlan {
  if (job.kind === 'CARDS') return cardPlan(database, filterOf(job));
  const filter = { ...(JSON.parse(job.filter ?? '{}') as Omit<FeedFilter, 'userId'>), userId: job.user_id };
  return transactionPlan(database, filter, job.format);
}

/**
 * Runs export jobs durably: the job is a row, and `resume()` restarts RUNNING jobs from scratch after a
 * restart. This thread reads the rows in keyset-paged chunks through the query layer (on PostgreSQL too
 * one chunk at a time, never the whole result) and turns them into cells, with a turn of the event loop
 * after each chunk; the file itself (the .xlsx's XML and zip) is built in a worker thread, so other
 * calls are not held up by it, and the next chunk is read only once the one before it is written, so
 * memory stays flat whatever the size.
 */
export class ExportRunner {
  readonly dir: string;
  private stopped = false;
  private readonly running = new Map<string, Promise<void>>();
  private purgeTimer: NodeJS.Timeout | undefined;
  private purging: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly chunkSize = 500,
  ) {
    this.dir = path.join(dataDir, 'exports');
  }

  fileOf(jobId: string, format: jobs.ExportFormat = 'xlsx'): string {
    return path.join(this.dir, `${jobId}.${format}`);
  }

  /** Starts an export of the user's cards; 4301 while another of theirs runs. */
  start(
    userId: string,
    status: CardStatus | null,
    cardIds: string[] | null,
    now = Date.now(),
  ): Promise<jobs.ExportJobRow> {
    return this.begin(userId, now, {
      filter_status: status,
      card_ids: cardIds ? JSON.stringify([...new Set(cardIds)]) : null,
      file_name: exportFileName(now),
      kind: 'CARDS',
      format: 'xlsx',
      filter: null,
    });
  }

  /** Starts an export of the user's transactions of a filter; 4301 while another export of theirs runs. */
  startTransactions(
    userId: string,
    filter: FeedFilter,
    format: jobs.ExportFormat,
    now = Date.now(),
  ): Promise<jobs.ExportJobRow> {
    const { userId: _owner, ...kept } = filter;
    return this.begin(userId, now, {
      filter_status: null,
      card_ids: null,
      file_name: exportFileName(now, 'transactions', format),
      kind: 'TRANSACTIONS',
      format,
      filter: JSON.stringify(kept),
    });
  }

  /**
   * Counts the rows first, then records the job in one statement that refuses it while another job of
   * the user's runs (the one-running-job index): of two starts at once, in any process, one is refused.
   */
  private async begin(
    userId: string,
    now: number,
    what: Pick<jobs.ExportJobRow, ExportWhat>,
  ): Promise<jobs.ExportJobRow> {
    const total = await planOf(this.database, { ...what, user_id: userId }).count();
    const job: jobs.ExportJobRow = {
      ...what,
      id: randomUUID(),
      user_id: userId,
      status: 'RUNNING',
      total_count: total,
      done_count: 0,
      created_at: now,
      finished_at: null,
    };
    if (!(await jobs.insertRunningExportJob(this.database, job))) throw new ApiFailure(EXPORT_ERRORS.exportRunning);
    this.launch(job, true);
    return job;
  }

  /** Restarts every RUNNING job from scratch and starts the hourly purge. */
  async resume(): Promise<void> {
    for (const job of await jobs.runningExportJobs(this.database)) this.launch(job);
    this.purgeSoon();
    this.purgeTimer = setInterval(() => this.purgeSoon(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  /** Stops the jobs at their next chunk (they stay RUNNING for the next start) and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.purgeTimer);
    await Promise.allSettled([...this.running.values(), this.purging]);
  }

  private purgeSoon(): void {
    this.purging = this.purging
      .then(() => this.purge())
      .catch((error: unknown) => this.log.error({ err: error }, 'export purge failed'));
  }

  /** `counted`: the job was just counted when it started; a resumed job is counted again. */
  private launch(job: jobs.ExportJobRow, counted = false): void {
    if (this.stopped || this.running.has(job.id)) return;
    const run = this.run(job, counted)
      .catch(async (error: unknown) => {
        this.log.error({ err: error, jobId: job.id }, 'export failed');
        if (!this.stopped) await jobs.finishExportJob(this.database, job.id, 'FAIL');
      })
      .catch((error: unknown) => this.log.error({ err: error, jobId: job.id }, 'export failure not recorded'))
      .finally(() => this.running.delete(job.id));
    this.running.set(job.id, run);
  }

  private async run(job: jobs.ExportJobRow, counted: boolean): Promise<void> {
    await nextTick();
    if (this.stopped) return;
    mkdirSync(this.dir, { recursive: true });
    const plan = planOf(this.database, job);
    if (!counted) await jobs.setExportProgress(this.database, job.id, 0, await plan.count());
    const writer = new ExportFileWriter(this.fileOf(job.id, job.format), plan.layout);
    let cursor = FIRST_CHUNK_CURSOR;
    let done = 0;
    try {
      for (;;) {
        const chunk = await plan.read(cursor, this.chunkSize);
        if (!chunk) break;
        await writer.add(chunk.cells);
        done += chunk.cells.length;
        await jobs.setExportProgress(this.database, job.id, done);
        cursor = chunk.last;
        await nextTick();
        if (this.stopped) throw new Error('stopped');
      }
    } catch (error) {
      await writer.discard();
      if (this.stopped) return;
      throw error;
    }
    await writer.commit();
    if (!this.stopped) await jobs.finishExportJob(this.database, job.id, 'DONE');
  }

  /** Removes files of DONE jobs older than 24 h, and stray files (interrupted parts) as old. */
  async purge(now = Date.now()): Promise<void> {
    const cutoff = now - EXPORT_TTL_MS;
    for (const id of await jobs.staleExportJobs(this.database, cutoff)) {
      if (this.stopped) return;
      for (const format of ['xlsx', 'csv'] as const) await rm(this.fileOf(id, format), { force: true });
      await jobs.expireExportJob(this.database, id);
    }
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }
}
