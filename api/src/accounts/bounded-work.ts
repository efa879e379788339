import { ApiFailure } from '../platform/api-failure';

/**
 * Runs at most `concurrency` tasks at once and lets at most `queueLimit` wait; a task beyond both is
 * refused at once with 1029, so a flood costs neither time nor memory beyond these bounds.
 */
export class BoundedWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new ApiFailure('tooManyRequests');
      await new Promise<void>((resume) => this.waiting.push(resume));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
