import type { MessageType } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/query-layer';
import type { Schema } from '../db/schema';
import type { Transaction } from '../db/transaction';

/** A reconnecting client gets at most this many missed events… */
export const REPLAY_LIMIT = 100;
/** …from at most this far back; older events are pruned. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Prune old events once per this many appends. */
const PRUNE_EVERY = 500;
/** The PostgreSQL channel on which every appended event is announced to the API processes (event-feed.ts). */
export const EVENTS_CHANNEL = 'portal_events';

/** What an event's notification says: its id, and its user (empty for an announcement, which is everyone's). */
export const eventNotice = (eventId: number, userId: string | null): string => `${eventId}:${userId ?? ''}`;

/** The id and user of an event's notification. */
export function readEventNotice(payload: string): { eventId: number; userId: string | null } {
  const [id = '', user = ''] = payload.split(':', 2);
  return { eventId: Number(id), userId: user === '' ? null : user };
}

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
 * replay; ids come from one sequence, so each user's events have increasing ids (not contiguous).
 *
 * A stream replays the events after the last id it saw, so an event must never commit after one with
 * a higher id: a stream that had seen the higher one would skip it. SQLite runs one transaction at a
 * time; on PostgreSQL an append first takes a transaction lock (`pg_advisory_xact_lock`), held until
 * its transaction ends, so appends commit one after another in the order of their ids, and it
 * announces the event on EVENTS_CHANNEL, heard by every API process once the transaction commits.
 */
export class EventStore {
  private appends = 0;
  /** The last committed event's id as last read; -1 once an event is stored (read it again). SQLite only. */
  private latest = -1;

  constructor(private readonly database: Database) {}

  /**
   * The id of the last event committed (0 before the first): where a page's data stand in the events.
   * On SQLite it is read again after each event stored and never kept from inside a transaction (an
   * event rolled back is never counted); on PostgreSQL, where other processes append too, it is read
   * every time, and sees only committed events.
   */
  async latestId(): Promise<number> {
    const { sqlite } = this.database;
    if (sqlite !== null && this.latest >= 0 && !sqlite.inTransaction) return this.latest;
    const { latest } = await this.database.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('latest'))
      .executeTakeFirstOrThrow();
    if (sqlite !== null && !sqlite.inTransaction) this.latest = Number(latest);
    return Number(latest);
  }

  /**
   * Stores an event for one user (or, with userId null, for everyone) in the transaction `trx` and
   * returns its id; nothing else may follow it in that transaction for long (it holds the order lock).
   */
  async append(
    trx: Transaction,
    userId: string | null,
    type: string,
    messageSeq: number | null,
    now = Date.now(),
  ): Promise<number> {
    if (this.database.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.eventOrder})`.execute(trx);
    if (++this.appends % PRUNE_EVERY === 0) await this.prune(trx, now);
    this.latest = -1;
    const inserted = await trx
      .insertInto('events')
      .values({ user_id: userId, type, message_seq: messageSeq, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (this.database.dialect === 'postgres') {
      await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${eventNotice(id, userId)})`.execute(trx);
    }
    return id;
  }

  /** The user's events after `afterId`, oldest first, capped by REPLAY_LIMIT and REPLAY_WINDOW_MS. */
  async replay(userId: string, afterId: number, now = Date.now()): Promise<ReplayedEvent[]> {
    const since = now - REPLAY_WINDOW_MS;
    const { kysely } = this.database;
    // Two index ranges (the user's own, the announcements) merged by id: the newest REPLAY_LIMIT after the id.
    const range = (owner: (query: ReturnType<typeof fromEvents>) => ReturnType<typeof fromEvents>) =>
      owner(fromEvents(kysely)).where('id', '>', afterId).where('created_at', '>=', since);
    const newest = range((query) => query.where('user_id', '=', userId))
      .unionAll(range((query) => query.where('user_id', 'is', null)))
      .orderBy('id', 'desc')
      .limit(REPLAY_LIMIT);
    const rows = await withMessages(kysely, newest).orderBy('e.id').execute();
    return rows.map(asReplayed);
  }

  /** The events of these ids with their messages, oldest first (an id pruned meanwhile is left out). */
  async byIds(eventIds: readonly number[]): Promise<ReplayedEvent[]> {
    if (eventIds.length === 0) return [];
    const rows = await withMessages(
      this.database.kysely,
      fromEvents(this.database.kysely).where('id', 'in', [...eventIds]),
    )
      .orderBy('e.id')
      .execute();
    return rows.map(asReplayed);
  }

  /** Deletes the events older than the replay window. */
  async prune(executor: Kysely<Schema> = this.database.kysely, now = Date.now()): Promise<void> {
    await executor
      .deleteFrom('events')
      .where('created_at', '<', now - REPLAY_WINDOW_MS)
      .execute();
  }
}

const fromEvents = (kysely: Kysely<Schema>) => kysely.selectFrom('events').select(['id', 'type', 'message_seq']);

/** Events (as `e`) with the message each announced, if any. */
const withMessages = (kysely: Kysely<Schema>, events: ReturnType<typeof fromEvents>) =>
  kysely
    .selectFrom(events.as('e'))
    .leftJoin('messages as m', 'm.seq', 'e.message_seq')
    .select([
      'e.id as event_id',
      'e.type as event_type',
      'm.id',
      'm.type',
      'm.title',
      'm.content',
      'm.status',
      'm.template',
      'm.template_values',
    ]);

type EventWithMessage = Awaited<ReturnType<ReturnType<typeof withMessages>['execute']>>[number];

const asReplayed = (row: EventWithMessage): ReplayedEvent => ({
  ...row,
  event_id: Number(row.event_id),
  type: row.type as MessageType | null,
});
