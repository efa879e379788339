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
 * An export file written in its own thread (see file-writer-worker): `add` hands a chunk of rows over
 * and returns once the chunk before it is written, so the next chunk is read while this one is
 * written, and at most two chunks are ever held.
 */
export class ExportFileWriter {
  private readonly worker: Worker;
  private readonly waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private inFlight: Promise<void> = Promise.resolve();
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
    await this.inFlight;
    this.inFlight = this.request({ op: 'add', rows });
    // Handled by the next add or the commit; this only keeps it from counting as unhandled meanwhile.
    this.inFlight.catch(() => undefined);
  }

  /** Finishes the file and moves it into place. */
  async commit(): Promise<void> {
    try {
      await this.inFlight;
      await this.request({ op: 'commit' });
    } finally {
      await this.worker.terminate();
    }
  }

  /** Closes the file of an interrupted job and removes it. */
  async discard(): Promise<void> {
    await this.inFlight.catch(() => undefined);
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
