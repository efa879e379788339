import type { FastifyBaseLogger } from 'fastify';
import type { CardStatus } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { sql } from '../db';

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

/** Handles one task's outcome inside the transaction that removes the task. */
export type SettleHandler = (task: IssuerTask, success: boolean) => void;

/**
 * The simulated card issuer. Every transition is a row of issuer_tasks written in the same transaction
 * as the card change that asked for it, so nothing is lost when the process dies: `kick()` on start
 * picks up whatever is due. One timer waits for the earliest due task; each outcome commits with the
 * removal of its task, so a task is settled exactly once.
 */
export class CardIssuer {
  readonly settings: IssuerSettings = { ...DEFAULT_ISSUER_SETTINGS };
  private timer: NodeJS.Timeout | null = null;
  private timerDue = Infinity;
  private stopped = false;
  private handler: SettleHandler = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  onSettle(handler: SettleHandler): void {
    this.handler = handler;
  }

  /** Stores a transition due after the current latency; call inside the caller's transaction, then `kick()`. */
  enqueue(cardId: string, kind: IssuerTaskKind, fromStatus: CardStatus, now = Date.now()): void {
    sql(
      this.db,
      'INSERT INTO issuer_tasks (card_id, kind, from_status, due_at, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(cardId, kind, fromStatus, now + this.settings.latencyMs, now);
  }

  /** Withdraws a card's pending task of a kind (unfreezing a card that is still freezing). */
  cancel(cardId: string, kind: IssuerTaskKind): boolean {
    return sql(this.db, 'DELETE FROM issuer_tasks WHERE card_id = ? AND kind = ?').run(cardId, kind).changes > 0;
  }

  pendingCount(): number {
    return (sql(this.db, 'SELECT count(*) AS n FROM issuer_tasks').get() as { n: number }).n;
  }

  /** Sets the timer for the earliest due task, if it is not set already. */
  kick(): void {
    if (this.stopped || !this.db.open) return;
    const { due } = sql(this.db, 'SELECT min(due_at) AS due FROM issuer_tasks').get() as { due: number | null };
    if (due === null || (this.timer && this.timerDue <= due)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => this.run(), Math.max(0, due - Date.now()));
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): void {
    this.timer = null;
    this.timerDue = Infinity;
    if (this.stopped || !this.db.open) return;
    const now = Date.now();
    const due = sql(this.db, 'SELECT * FROM issuer_tasks WHERE due_at <= ? ORDER BY due_at, id LIMIT 200').all(
      now,
    ) as IssuerTask[];
    for (const task of due) this.settle(task);
    this.kick();
  }

  private settle(task: IssuerTask): void {
    const success = Math.random() >= this.settings.failureRate;
    try {
      this.db.transaction(() => {
        if (sql(this.db, 'DELETE FROM issuer_tasks WHERE id = ?').run(task.id).changes === 0) return;
        this.handler(task, success);
      })();
    } catch (error) {
      // A broken task must not block the others: try it again a little later.
      this.log.error({ err: error, taskId: task.id, kind: task.kind }, 'issuer task failed');
      sql(this.db, 'UPDATE issuer_tasks SET due_at = ? WHERE id = ?').run(Date.now() + 5000, task.id);
    }
  }
}
