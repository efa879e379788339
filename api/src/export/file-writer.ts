import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WriterReply, WriterRequest } from './file-writer-worker';
import type { Cell, TableLayout } from './table-layout';

/** The writer thread's module, beside this one (.ts when run through tsx, .js when built). */
const WORKER_FILE = path.join(__dirname, `file-writer-worker${path.extname(__filename)}`);

/** A .ts worker (the API run through tsx, or its tests) loads through tsx's require hook. */
const workerExecArgv = (): string[] | undefined =>
  WORKER_FILE.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : undefined;

/**
 * Chunks handed to the writer thread and not yet written: enough that it always has the next one when
 * either thread waits for the CPU a moment, few enough that memory stays flat.
 */
const MAX_IN_FLIGHT = 4;

/**
 * An export file written in its own thread (see file-writer-worker): `add` hands a chunk of rows over
 * and returns at once while fewer than MAX_IN_FLIGHT chunks wait to be written, so the next chunks are
 * read while the thread writes, and never more than that are held.
 */
export class ExportFileWriter {
  private readonly worker: Worker;
  private readonly waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  /** Chunks handed over and not yet written, oldest first. */
  private readonly inFlight: Promise<void>[] = [];
  /** Why the thread is gone, once it is: later requests fail at once. */
  private gone: Error | null = null;

  constructor(file: string, layout: TableLayout) {
    this.worker = new Worker(WORKER_FILE, { workerData: { file, layout }, execArgv: workerExecArgv() });
    this.worker.on('message', (reply: WriterReply) => {
      const next = this.waiting.shift();
      if (reply.ok) next?.resolve();
      else next?.reject(new Error(reply.error));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('the export writer stopped')));
  }

  async add(rows: Cell[][]): Promise<void> {
    while (this.inFlight.length >= MAX_IN_FLIGHT) await this.inFlight.shift();
    const written = this.request({ op: 'add', rows });
    // Handled by a later add or the commit; this only keeps it from counting as unhandled meanwhile.
    written.catch(() => undefined);
    this.inFlight.push(written);
  }

  /** Finishes the file and moves it into place. */
  async commit(): Promise<void> {
    try {
      await Promise.all(this.inFlight.splice(0));
      await this.request({ op: 'commit' });
    } finally {
      await this.worker.terminate();
    }
  }

  /** Closes the file of an interrupted job and removes it. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.inFlight.splice(0));
    await this.request({ op: 'discard' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private request(request: WriterRequest): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.gone) return reject(this.gone);
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private failAll(error: Error): void {
    this.gone ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}
