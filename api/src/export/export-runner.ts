import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardStatus } from '@portal/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../db/job-queue';
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

/** The queue's kind of export jobs (src/db/job-queue.ts): keyed by the export's id. */
const EXPORT_JOB = 'export';
/**
 * How long one run of an export may take before it counts as lost with its process and runs again
 * elsewhere: far longer than the longest (a million rows take about half a minute), since a run
 * past it would be started a second time while the first still writes.
 */
const EXPORT_RUN_LIMIT_SECONDS = 10 * 60;

/** What the queue carries of an export: its id, and whether its rows were counted when it started. */
interface QueuedExport {
  jobId: string;
  counted: boolean;
}

/** Thrown out of a run cut short by this process stopping: the queue runs the export again. */
class ExportStopped extends Error {}

/**
 * Runs export jobs durably: the job is a row, run through the job queue (on PostgreSQL by whichever
 * API process takes it, and again by another if that one dies), and `resume()` queues RUNNING jobs
 * again at start, which run from scratch. This thread reads the rows in keyset-paged chunks through the query layer (on PostgreSQL too
 * one chunk at a time, never the whole result) and turns them into cells, with a turn of the event loop
 * after each chunk; the file itself (the .xlsx's XML and zip) is built in a worker thread, so other
 * calls are not held up by it, and the next chunk is read only once the one before it is written, so
 * memory stays flat whatever the size.
 */
export class ExportRunner {
  readonly dir: string;
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  private purgeTimer: NodeJS.Timeout | undefined;
  private purging: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly queue: JobQueue,
    private readonly chunkSize = 500,
  ) {
    this.dir = path.join(dataDir, 'exports');
    queue.work<QueuedExport>(EXPORT_JOB, (queued) => this.runQueued(queued), {
      expireInSeconds: EXPORT_RUN_LIMIT_SECONDS,
    });
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
    await this.launch(job, true);
    return job;
  }

  /** Queues every RUNNING job again (each runs from scratch, once) and starts the hourly purge. */
  async resume(): Promise<void> {
    for (const job of await jobs.runningExportJobs(this.database)) await this.launch(job);
    this.purgeSoon();
    this.purgeTimer = setInterval(() => this.purgeSoon(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  /** Stops the jobs at their next chunk (they stay RUNNING for the next start) and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.purgeTimer);
    await Promise.allSettled([...this.running, this.purging]);
  }

  private purgeSoon(): void {
    this.purging = this.purging
      .then(() => this.purge())
      .catch((error: unknown) => this.log.error({ err: error }, 'export purge failed'));
  }

  /** `counted`: the job was just counted when it started; a resumed job is counted again. */
  private async launch(job: jobs.ExportJobRow, counted = false): Promise<void> {
    if (this.stopped) return;
    await this.queue.send<QueuedExport>(EXPORT_JOB, job.id, { jobId: job.id, counted });
  }

  /**
   * One run of a queued export, if it is still RUNNING. A failure is recorded (FAIL) and not run again;
   * a run cut short by this process stopping throws, so the queue runs it again.
   */
  private async runQueued({ jobId, counted }: QueuedExport): Promise<void> {
    if (this.stopped) throw new ExportStopped();
    const job = await jobs.findExportJob(this.database, jobId);
    if (job?.status !== 'RUNNING') return;
    const run = this.run(job, counted).catch(async (error: unknown) => {
      if (error instanceof ExportStopped) throw error;
      this.log.error({ err: error, jobId }, 'export failed');
      await jobs
        .finishExportJob(this.database, jobId, 'FAIL')
        .catch((failure: unknown) => this.log.error({ err: failure, jobId }, 'export failure not recorded'));
    });
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }

  private async run(job: jobs.ExportJobRow, counted: boolean): Promise<void> {
    await nextTick();
    if (this.stopped) throw new ExportStopped();
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
        if (this.stopped) throw new ExportStopped();
      }
    } catch (error) {
      await writer.discard();
      throw error;
    }
    await writer.commit();
    await jobs.finishExportJob(this.database, job.id, 'DONE');
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
