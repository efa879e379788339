import type { MessageType } from '@portal/shared/contract';
import type { Db } from '../db/database';

/** A reconnecting client gets at most this many missed events… */
export const REPLAY_LIMIT = 100;
/** …from at most this far back; older events are pruned. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Prune old events once per this many appends. */
const PRUNE_EVERY = 500;

export interface ReplayedEvent {
  event_id: number;
  event_type: string;
  /** The message the event announced; null for FREEZE. */
  id: string | null;
  type: MessageType | null;
  title: string | null;
  content: string | null;
  status: string | null;
  template: string | null;
  template_values: string | null;
}

/**
 * The events of the live stream. An announcement is stored once (user_id NULL) and resolved per user at
 * replay; ids come from one AUTOINCREMENT, so each user's events have increasing ids (not contiguous).
 */
export class EventStore {
  private readonly appendStatement;
  private readonly replayStatement;
  private readonly pruneStatement;
  private appends = 0;
  private readonly latestStatement;
  /** The last committed event's id as last read; -1 once an event is stored (read it again). */
  private latest = -1;

  constructor(private readonly db: Db) {
    this.appendStatement = db.prepare(
      'INSERT INTO events (user_id, type, message_seq, created_at) VALUES (?, ?, ?, ?)',
    );
    // Two index ranges (the user's own, the announcements) merged by id: newest REPLAY_LIMIT after the id.
    this.replayStatement = db.prepare(
      `SELECT e.id AS event_id, e.type AS event_type, m.id, m.type, m.title, m.content, m.status, m.template, m.template_values
         FROM (SELECT id, type, message_seq FROM events WHERE user_id = @user AND id > @after AND created_at >= @since
               UNION ALL
               SELECT id, type, message_seq FROM events WHERE user_id IS NULL AND id > @after AND created_at >= @since
               ORDER BY id DESC LIMIT @limit) e
         LEFT JOIN messages m ON m.seq = e.message_seq
        ORDER BY e.id`,
    );
    this.pruneStatement = db.prepare('DELETE FROM events WHERE created_at < ?');
    this.prune();
    this.latestStatement = db.prepare('SELECT coalesce(max(id), 0) FROM events').pluck();
  }

  /**
   * The id of the last event committed (0 before the first): where a page's data stand in the events.
   * Read from the database (the end of the id index) after each event stored, and never kept from
   * inside a transaction: an event rolled back is never counted.
   */
  latestId(): number {
    if (this.latest >= 0) return this.latest;
    const latest = this.latestStatement.get() as number;
    if (!this.db.inTransaction) this.latest = latest;
    return latest;
  }

  /** Stores an event for one user (or, with userId null, for everyone) and returns its id. */
  append(userId: string | null, type: string, messageSeq: number | null, now = Date.now()): number {
    if (++this.appends % PRUNE_EVERY === 0) this.prune(now);
    this.latest = -1;
    return Number(this.appendStatement.run(userId, type, messageSeq, now).lastInsertRowid);
  }

  /** The user's events after `afterId`, oldest first, capped by REPLAY_LIMIT and REPLAY_WINDOW_MS. */
  replay(userId: string, afterId: number, now = Date.now()): ReplayedEvent[] {
    return this.replayStatement.all({
      user: userId,
      after: afterId,
      since: now - REPLAY_WINDOW_MS,
      limit: REPLAY_LIMIT,
    }) as ReplayedEvent[];
  }

  prune(now = Date.now()): void {
    this.pruneStatement.run(now - REPLAY_WINDOW_MS);
  }
}
