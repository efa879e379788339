/** Lines are written at least this often… */
const FLUSH_EVERY_MS = 100;
/** …and at once when this many characters wait. */
const FLUSH_AT_CHARS = 64 * 1024;

/**
 * Standard output for the log, one write for many lines instead of one a line (a write costs as much
 * as a signed-in read): lines wait at most a tenth of a second, and those still waiting are written
 * as the process exits, a crash included (only a kill no process survives loses them). Every server
 * of the process shares it.
 */
class BatchedStdout {
  private pending = '';
  private timer: NodeJS.Timeout | null = null;

  constructor() {
    process.once('exit', () => this.flush());
  }

  /** pino's destination: one JSON line at a time. */
  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= FLUSH_AT_CHARS) this.flush();
    else if (this.timer === null) this.timer = setTimeout(() => this.flush(), FLUSH_EVERY_MS).unref();
    return true;
  }

  /** Writes the waiting lines now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending === '') return;
    const lines = this.pending;
    this.pending = '';
    process.stdout.write(lines);
  }
}

let shared: BatchedStdout | null = null;

/** The log's destination for this process. */
export function logStream(): BatchedStdout {
  shared ??= new BatchedStdout();
  return shared;
}
