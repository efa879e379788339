import { ERRORS } from '../platform/error-codes';
import { ApiFailure } from '../platform/api-failure';

export interface WorkLimits {
  /** Tasks run at once… */
  concurrency: number;
  /** …and waiting; a task beyond both is refused at once with 1029. */
  queueLimit: number;
  /** Tasks of one key (an account) running or waiting at once; more are refused, so one key cannot fill the queue. */
  perKey?: number;
}

/** What a task is assumed to take until one has been timed. */
const FIRST_ESTIMATE_MS = 300;

/**
 * Runs at most `concurrency` tasks at once and lets at most `queueLimit` wait, and each key at most
 * `perKey` of them; a task beyond these is refused at once with 1029 saying in how many seconds the
 * queue should have room, so a flood costs neither time nor memory beyond these bounds. Work that
 * outranks this (`yieldTo`) takes slots from it while it runs, all but one.
 */
export class BoundedWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perKey = new Map<string, number>();
  private meanTaskMs = FIRST_ESTIMATE_MS;
  private outranking: BoundedWork[] = [];
  private outranked: BoundedWork[] = [];

  constructor(private readonly limits: WorkLimits) {}

  /** Lets `others`' running tasks take this one's slots (never its last), and hands slots back when they finish. */
  yieldTo(...others: BoundedWork[]): void {
    this.outranking.push(...others);
    for (const other of others) other.outranked.push(this);
  }

  async run<T>(task: () => Promise<T>, key?: string): Promise<T> {
    const ofKey = key === undefined ? 0 : (this.perKey.get(key) ?? 0);
    if (key !== undefined && this.limits.perKey !== undefined && ofKey >= this.limits.perKey) {
      throw this.refusal('登录尝试过于频繁');
    }
    const startsNow = this.waiting.length === 0 && this.hasRoom();
    if (!startsNow && this.waiting.length >= this.limits.queueLimit) throw this.refusal('系统繁忙');
    if (key !== undefined) this.perKey.set(key, ofKey + 1);
    try {
      if (startsNow) this.running += 1;
      else await new Promise<void>((resume) => this.waiting.push(resume));
      return await this.timed(task);
    } finally {
      if (key !== undefined) this.leave(key);
    }
  }

  private hasRoom(): boolean {
    const taken = this.outranking.reduce((sum, other) => sum + other.running, 0);
    return this.running + Math.min(taken, this.limits.concurrency - 1) < this.limits.concurrency;
  }

  /** Starts waiting tasks while there is room. */
  private pump(): void {
    while (this.waiting.length > 0 && this.hasRoom()) {
      this.running += 1;
      this.waiting.shift()?.();
    }
  }

  private async timed<T>(task: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await task();
    } finally {
      // A moving mean of recent tasks: what the next refusal's wait is estimated from.
      this.meanTaskMs = 0.8 * this.meanTaskMs + 0.2 * (performance.now() - started);
      this.running -= 1;
      this.pump();
      for (const other of this.outranked) other.pump();
    }
  }

  private leave(key: string): void {
    const left = (this.perKey.get(key) ?? 1) - 1;
    if (left > 0) this.perKey.set(key, left);
    else this.perKey.delete(key);
  }

  /** 1029 with the seconds until the work ahead should be done: everything running and waiting, shared by the slots. */
  private refusal(head: string): ApiFailure {
    const ahead = this.running + this.waiting.length;
    const seconds = Math.max(1, Math.ceil((ahead * this.meanTaskMs) / this.limits.concurrency / 1000));
    return new ApiFailure(ERRORS.tooManyRequests, `${head}，请${seconds}秒后再试`);
  }
}
