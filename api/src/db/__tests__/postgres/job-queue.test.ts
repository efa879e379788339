import { spawn } from 'node:child_process';
import path from 'node:path';
import { postgresJobQueue, type JobQueue } from '../../job-queue';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../postgres-test-database';
import { watcher } from '../../../__tests__/watcher';

// Two API processes' queues on one PostgreSQL database (pg-boss, each with a pool of its own).
const SERVER = process.env.API_TEST_POSTGRES_URL as string;

let postgres: TestPostgresDatabase;
const queues: JobQueue[] = [];
/** What the queues reported as failing: nothing is expected to. */
const errors: unknown[] = [];

beforeAll(async () => {
  postgres = await createTestPostgresDatabase(SERVER);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  expect(errors).toEqual([]);
});
afterAll(() => postgres.drop());

/** A process's queue; jobs that run over `expireInSeconds` count as lost. */
async function processQueue(
  kind: string,
  work: (data: { n: number }) => Promise<void>,
  expireInSeconds = 60,
): Promise<JobQueue> {
  const queue = await postgresJobQueue(postgres.url, {
    superviseEverySeconds: 1,
    onError: (error) => errors.push(error),
  });
  queue.work(kind, work, { expireInSeconds });
  await queue.start();
  queues.push(queue);
  return queue;
}

describe('the job queue on PostgreSQL', () => {
  it('runs each job once, whichever process queued it and whichever takes it', async () => {
    const ran: string[] = [];
    const watch = watcher();
    const work =
      (name: string) =>
      async ({ n }: { n: number }) => {
        ran.push(`${n} by ${name}`);
        watch.changed();
      };
    const [first, second] = [await processQueue('once', work('first')), await processQueue('once', work('second'))];

    await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? first : second).send('once', `job-${n}`, { n })),
    );
    await watch.until(() => ran.length >= 20);

    const jobs = ran.map((entry) => Number(entry.split(' ')[0]));
    expect([...jobs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('keeps one job of a key waiting while one runs: a job may queue itself again', async () => {
    const runs: number[] = [];
    const watch = watcher();
    let release: () => void = () => undefined;
    const firstRun = new Promise<void>((resolve) => (release = resolve));
    const queue = await processQueue('keyed', async ({ n }) => {
      runs.push(n);
      watch.changed();
      if (n === 1) await firstRun;
    });

    await queue.send('keyed', 'batch', { n: 1 });
    await watch.until(() => runs.length === 1);
    // While the first runs: three more under the same key, of which one waits and the others change nothing.
    for (const n of [2, 3, 4]) await queue.send('keyed', 'batch', { n });
    release();
    await watch.until(() => runs.length === 2);
    await queue.send('keyed', 'batch', { n: 5 });
    await watch.until(() => runs.length === 3);

    expect(runs).toEqual([1, 2, 5]);
  });

  it('starts in three processes at once on a new database: they create the queues in turn, without a deadlock', async () => {
    const fresh = await createTestPostgresDatabase(SERVER);
    const together = [0, 1, 2].map(() => fresh.database.jobQueue((error) => errors.push(error)));
    try {
      for (const queue of together) {
        queue.work('export', async () => undefined);
        queue.work('batch-step', async () => undefined);
      }
      const started = await Promise.allSettled(together.map((queue) => queue.start()));
      expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(together.map((queue) => queue.stop()));
      await fresh.drop();
    }
  });

  it('runs again in another process a job whose process died while running it', async () => {
    // A process of its own takes the job, and is killed while it runs it.
    const taker = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/db/__tests__/postgres/job-taker.ts', postgres.url, 'lost'],
      {
        cwd: path.resolve(__dirname, '../../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => taker.once('exit', resolve));
    const said = (word: string) =>
      Promise.race([
        new Promise<void>((resolve) => taker.stdout.on('data', (chunk: Buffer) => chunk.includes(word) && resolve())),
        exited.then(() => {
          throw new Error(`the job taker ended before it said ${word}`);
        }),
      ]);
    const [ready, taken] = [said('ready'), said('taken')];
    const sender = await postgresJobQueue(postgres.url, { onError: (error) => errors.push(error) });
    queues.push(sender);
    await sender.start();
    await ready;
    await sender.send('lost', 'export-1', { n: 1 });
    await taken;
    taker.kill('SIGKILL');
    await exited;

    const watch = watcher();
    let finished = false;
    await processQueue(
      'lost',
      async () => {
        finished = true;
        watch.changed();
      },
      1,
    );
    await watch.until(() => finished);
    expect(finished).toBe(true);
  });
});
