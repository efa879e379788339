import { inProcessJobQueue } from '../job-queue';
import { watcher } from '../../__tests__/watcher';

describe('the job queue of one process (SQLite)', () => {
  it('runs each job, one per key at a time, keeping one waiting per key', async () => {
    const runs: string[] = [];
    const watch = watcher();
    const releases: Array<() => void> = [];
    const queue = inProcessJobQueue((error) => {
      throw error;
    });
    queue.work<{ n: number }>('batch', async ({ n }) => {
      runs.push(`start ${n}`);
      watch.changed();
      await new Promise<void>((release) => releases.push(release));
      runs.push(`end ${n}`);
    });
    await queue.start();

    await queue.send('batch', 'a', { n: 1 });
    await queue.send('batch', 'b', { n: 10 });
    await watch.until(() => runs.length === 2);
    // Key a runs: of three more for it, one waits and two change nothing.
    for (const n of [2, 3, 4]) await queue.send('batch', 'a', { n });
    releases.splice(0).forEach((release) => release());
    await watch.until(() => runs.includes('start 2'));
    releases.splice(0).forEach((release) => release());
    await queue.stop();

    expect(runs.filter((entry) => entry.startsWith('start'))).toEqual(['start 1', 'start 10', 'start 2']);
    expect(runs.indexOf('end 1')).toBeLessThan(runs.indexOf('start 2'));
  });

  it('tells a failed job and goes on with the next of its key', async () => {
    const failures: unknown[] = [];
    const watch = watcher();
    const done: number[] = [];
    const queue = inProcessJobQueue((error) => {
      failures.push(error);
      watch.changed();
    });
    queue.work<{ n: number }>('export', async ({ n }) => {
      if (n === 1) throw new Error('disk full');
      done.push(n);
      watch.changed();
    });
    await queue.send('export', 'x', { n: 1 });
    await watch.until(() => failures.length === 1);
    await queue.send('export', 'x', { n: 2 });
    await watch.until(() => done.length === 1);

    expect(failures).toEqual([new Error('disk full')]);
    expect(done).toEqual([2]);
  });
});
