import type { FastifyBaseLogger } from 'fastify';
import type { CardStatus } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { inTransaction, type Transaction } from '../../db/transaction';
import { changed, type Queries } from '../db';

/** The transitions the issuer performs: open (INIT), freeze, unfreeze and delete. */
export type IssuerTaskKind = 'OPEN' | 'FREEZE' | 'UNFREEZE' | 'DELETE';

export interface IssuerTask {
  id: number;
  card_id: string;
  kind: IssuerTaskKind;
  /** Where the card goes back to if the issuer refuses (FREEZE, UNFREEZE, DELETE). */
  from_status: CardStatus;
  due_at: number;
}

/** Simulation knobs, in memory: the sandbox admin sets them; a restart brings back the defaults. */
export interface IssuerSettings {
  latencyMs: number;
  /** 0 never fails, 1 always fails. */
  failureRate: number;
}

export const DEFAULT_ISSUER_SETTINGS: IssuerSettings = { latencyMs: 500, failureRate: 0 };

/**
 * Handles one task's outcome in one transaction: takes the task (`takeTask`) once it holds the rows it
 * changes (the wallet, then the card: src/db/transaction.ts), so the task's row is never held before
 * them, and applies the outcome only if it took it. Answers what to do once that transaction is
 * committed (tell the user, go on with a batch), if anything.
 */
export type SettleHandler = (trx: Transaction, task: IssuerTask, success: boolean) => Promise<(() => void) | null>;

/** Removes a due task in the caller's transaction; false when another settling (or a cancel) already did. */
export async function takeTask(trx: Queries, task: Pick<IssuerTask, 'id'>): Promise<boolean> {
  return changed(await trx.deleteFrom('issuer_tasks').where('id', '=', task.id).executeTakeFirst()) > 0;
}

/** How often a process on PostgreSQL looks for due tasks stored by others. */
const OTHERS_DUE_EVERY_MS = 1000;

export const ISSUER_TASK_COLUMNS = ['id', 'card_id', 'kind', 'from_status', 'due_at'] as const;

/**
 * The simulated card issuer. Every transition is a row of issuer_tasks written in the same transaction
 * as the card change that asked for it, so nothing is lost when the process dies: `kick()` on start
 * picks up whatever is due. One timer waits for the earliest due task; each outcome commits with the
 * removal of its task, so a task is settled exactly once (a second settling finds it taken).
 */
export class CardIssuer {
  readonly settings: IssuerSettings = { ...DEFAULT_ISSUER_SETTINGS };
  private timer: NodeJS.Timeout | null = null;
  /** On PostgreSQL, the look for due tasks that other processes stored (see `watchOthers`). */
  private watcher: NodeJS.Timeout | null = null;
  private timerDue = Infinity;
  private stopped = false;
  private running: Promise<void> | null = null;
  private handler: SettleHandler = async (trx, task) => {
    await takeTask(trx, task);
    return null;
  };

  constructor(
    private readonly database: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  onSettle(handler: SettleHandler): void {
    this.handler = handler;
  }

  /** Stores a transition due after the current latency, in the caller's transaction; then `kick()` after its commit. */
  async enqueue(q: Queries, cardId: string, kind: IssuerTaskKind, fromStatus: CardStatus, now = Date.now()) {
    await q
      .insertInto('issuer_tasks')
      .values({
        card_id: cardId,
        kind,
        from_status: fromStatus,
        due_at: now + this.settings.latencyMs,
        created_at: now,
      })
      .execute();
  }

  /** Withdraws a card's pending task of a kind (unfreezing a card that is still freezing). */
  async cancel(q: Queries, cardId: string, kind: IssuerTaskKind): Promise<boolean> {
    const removed = await q
      .deleteFrom('issuer_tasks')
      .where('card_id', '=', cardId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return changed(removed) > 0;
  }

  /**
   * Sets the latency and failure rate (the sandbox's knobs): tasks already waiting become due at their
   * creation plus the new latency, so a lower latency settles them sooner and a higher one holds them.
   */
  async configure(settings: IssuerSettings): Promise<void> {
    Object.assign(this.settings, settings);
    await this.database.kysely
      .updateTable('issuer_tasks')
      .set((eb) => ({ due_at: eb('created_at', '+', settings.latencyMs) }))
      .execute();
    this.kick();
  }

  async pendingCount(): Promise<number> {
    const { n } = await this.database.kysely
      .selectFrom('issuer_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return n;
  }

  /** Sets the timer for the earliest due task, if it is not set already (after the caller's commit). */
  kick(): void {
    this.schedule().catch((error: unknown) => this.log.error({ err: error }, 'issuer timer not set'));
  }

  /**
   * On PostgreSQL several API processes store tasks, and each process's timer waits only for the
   * earliest task it knew of: every OTHERS_DUE_EVERY_MS it looks again, so a task of another process
   * (one that died, or whose timer is later) is settled here when due. A task is settled once
   * whichever process gets to it (`takeTask` in the settling transaction).
   */
  watchOthers(): void {
    if (this.database.dialect !== 'postgres' || this.watcher || this.closed) return;
    this.watcher = setInterval(() => this.kick(), OTHERS_DUE_EVERY_MS);
    this.watcher.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.watcher) clearInterval(this.watcher);
    this.timer = null;
    this.watcher = null;
  }

  /** Whether the issuer may still use the database (not stopped, the SQLite connection still open). */
  private get closed(): boolean {
    return this.stopped || this.database.sqlite?.open === false;
  }

  private async schedule(): Promise<void> {
    if (this.closed) return;
    const { due } = await this.database.kysely
      .selectFrom('issuer_tasks')
      .select((eb) => eb.fn.min<number | null>('due_at').as('due'))
      .executeTakeFirstOrThrow();
    if (this.closed || due === null || (this.timer && this.timerDue <= due)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => this.fire(), Math.max(0, due - Date.now()));
    this.timer.unref();
  }

  private fire(): void {
    this.timer = null;
    this.timerDue = Infinity;
    // One round at a time: a timer that fires during a round waits for it.
    const previous = this.running ?? Promise.resolve();
    const round = previous.then(() => this.run());
    this.running = round;
    round
      .catch((error: unknown) => this.log.error({ err: error }, 'issuer round failed'))
      .finally(() => {
        if (this.running === round) this.running = null;
        this.kick();
      });
  }

  private async run(): Promise<void> {
    if (this.closed) return;
    const due = (await this.database.kysely
      .selectFrom('issuer_tasks')
      .select(ISSUER_TASK_COLUMNS)
      .where('due_at', '<=', Date.now())
      .orderBy('due_at')
      .orderBy('id')
      .limit(200)
      .execute()) as IssuerTask[];
    for (const task of due) {
      if (this.closed) return;
      await this.settle(task);
    }
  }

  private async settle(task: IssuerTask): Promise<void> {
    const success = Math.random() >= this.settings.failureRate;
    try {
      const afterCommit = await inTransaction(this.database, (trx) => this.handler(trx, task, success));
      afterCommit?.();
    } catch (error) {
      // A broken task must not block the others: try it again a little later.
      this.log.error({ err: error, taskId: task.id, kind: task.kind }, 'issuer task failed');
      if (this.closed) return;
      await this.database.kysely
        .updateTable('issuer_tasks')
        .set({ due_at: Date.now() + 5000 })
        .where('id', '=', task.id)
        .execute();
    }
  }
}
