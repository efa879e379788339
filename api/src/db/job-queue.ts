import type PgBoss from 'pg-boss';

/** A job's work: given its data; a throw (or a process that dies meanwhile) has the job run again later. */
export type JobWork<T> = (data: T) => Promise<void>;

export interface KindOptions {
  /**
   * How long one run may take before it counts as lost and is run again (in another process, or
   * here): longer than the kind's longest run, or it would run twice at once. 60 s unless given.
   */
  expireInSeconds?: number;
}

/**
 * Background jobs that must run once, whichever API process takes them, and run again after a crash
 * (a batch of cards, an export). A job is queued under a key (the batch's id, the export's id): one
 * job per key waits at a time (queuing it again while one waits changes nothing) and one runs at a
 * time, so a job may queue itself again while it runs ("there is more to do"). Work must be safe to
 * run again: a job that died half-way runs again from what its rows say.
 */
export interface JobQueue {
  /** Runs `work` for the jobs of `kind` in this process (call once per kind, before `start`). */
  work<T extends object>(kind: string, work: JobWork<T>, options?: KindOptions): void;
  /** Starts taking jobs. */
  start(): Promise<void>;
  /** Queues a job of `kind` under `key`, unless one of that key is waiting already. */
  send<T extends object>(kind: string, key: string, data: T): Promise<void>;
  /** Stops taking jobs and waits for those running here. */
  stop(): Promise<void>;
}

/** How long a job may run before it counts as lost (its process died) and is run again. */
const JOB_EXPIRY_SECONDS = 60;
/** How often a process looks for lost jobs (pg-boss's supervision). */
const SUPERVISE_EVERY_SECONDS = 5;
/** How often an idle process looks for jobs queued by others. */
const POLL_EVERY_SECONDS = 0.5;
/** Runs of a job that keeps failing before it is given up (its rows keep what it did). */
const RETRY_LIMIT = 100;

export interface PostgresJobQueueOptions {
  /**
   * Runs the creation of the queues while no other process creates them (`oneProcessAtATime`):
   * pg-boss's create_queue of processes starting together deadlocks. Without it, at once.
   */
  oneAtATime?: (work: () => Promise<void>) => Promise<void>;
  /** How often a process looks for lost jobs. */
  superviseEverySeconds?: number;
  /** Where failures of the queue itself are told (a lost connection, a failed supervision). */
  onError(error: unknown): void;
}

/**
 * The queue on PostgreSQL, with pg-boss (its tables in the schema `pgboss`): every API process
 * takes jobs (SKIP LOCKED, so each job goes to one), and a job whose process died is run again by
 * another once it expires. A kind is a `stately` queue: one job per key queued and one running.
 */
export function postgresJobQueue(url: string, options: PostgresJobQueueOptions): JobQueue {
  let boss: PgBoss | null = null;
  const works = new Map<string, { work: JobWork<object>; expireInSeconds: number }>();
  const workers = new Map<string, string>();
  let started = false;

  return {
    work(kind, work, { expireInSeconds = JOB_EXPIRY_SECONDS } = {}) {
      if (started) throw new Error(`The work of ${kind} must be given before the queue starts`);
      works.set(kind, { work: work as JobWork<object>, expireInSeconds });
    },
    async start() {
      // Loaded here: only the API on PostgreSQL needs pg-boss.
      const { default: PgBossClass } = await import('pg-boss');
      boss = new PgBossClass({
        connectionString: url,
        schema: 'pgboss',
        max: 2,
        maintenanceIntervalSeconds: options.superviseEverySeconds ?? SUPERVISE_EVERY_SECONDS,
        // Nothing is scheduled by cron: no clock checks.
        schedule: false,
      });
      boss.on('error', options.onError);
      await boss.start();
      started = true;
      const running = boss;
      // Every process creates the queues it works (a no-op once one has): a job waits there for a worker.
      const createQueues = async () => {
        for (const [kind, { expireInSeconds }] of works) {
          const policy = { policy: 'stately' as const, retryLimit: RETRY_LIMIT, retryDelay: 1, expireInSeconds };
          await running.createQueue(kind, { name: kind, ...policy });
        }
      };
      await (options.oneAtATime ?? ((create) => create()))(createQueues);
      for (const [kind, { work }] of works) {
        const id = await running.work<object>(kind, { pollingIntervalSeconds: POLL_EVERY_SECONDS }, async ([job]) => {
          if (job) await work(job.data);
        });
        workers.set(kind, id);
      }
    },

    async send(kind, key, data) {
      if (boss === null) throw new Error(`A job of ${kind} was sent before the queue started`);
      await boss.send(kind, data, { singletonKey: key });
      // Taken here at once if this process is free; other processes find it at their next look.
      const worker = workers.get(kind);
      if (worker !== undefined) boss.notifyWorker(worker);
    },
    async stop() {
      if (!started || boss === null) return;
      started = false;
      await boss.stop({ graceful: true, wait: true });
    },
  };
}

/**
 * The queue in the one API process that holds a SQLite file: jobs run in this process, one per key
 * at a time, a job queued while one of its key runs waiting for it. Jobs not finished when the
 * process stops are found again from their rows at the next start (the runners' own resume).
 */
export function inProcessJobQueue(onError: (error: unknown) => void): JobQueue {
  const works = new Map<string, JobWork<object>>();
  /** Per kind and key: whether one runs, and the data of one waiting. */
  const keys = new Map<string, { running: boolean; waiting: object | null }>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (kind: string, key: string): void => {
    const state = keys.get(`${kind}\n${key}`);
    const work = works.get(kind);
    if (!state || state.running || state.waiting === null || stopped || !work) return;
    const data = state.waiting;
    state.waiting = null;
    state.running = true;
    const done = (async () => {
      try {
        await work(data);
      } catch (error) {
        // A run cut short by the stop is found again from its rows at the next start.
        if (!stopped) onError(error);
      } finally {
        state.running = false;
        if (state.waiting === null) keys.delete(`${kind}\n${key}`);
        else setImmediate(() => run(kind, key));
      }
    })();
    running.add(done);
    void done.finally(() => running.delete(done));
  };

  return {
    work(kind, work) {
      works.set(kind, work as JobWork<object>);
    },
    async start() {},
    async send(kind, key, data) {
      const id = `${kind}\n${key}`;
      const state = keys.get(id) ?? { running: false, waiting: null };
      keys.set(id, state);
      if (state.waiting !== null) return;
      state.waiting = data;
      setImmediate(() => run(kind, key));
    },
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
