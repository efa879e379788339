import type { Database } from '../db/query-layer';
import type { Listening } from '../db/notifications';
import { EVENTS_CHANNEL, readEventNotice, type EventStore, type ReplayedEvent } from './event-store';

/** How the events heard are handed on: each in the order heard, its row read (with others heard at the same time). */
export type HeardEvent = (eventId: number, userId: string | null, row: Promise<ReplayedEvent | undefined>) => void;

/**
 * The live events of every API process on one PostgreSQL database: each appended event is announced
 * on EVENTS_CHANNEL when its transaction commits (event-store.ts), and every process, the one that
 * stored it too, hands it to its own streams when it hears it. Notifications arrive in the order of
 * the commits, which is the order of the ids, so every stream still gets its events in that order.
 *
 * An event is handed on at once (its place among the others taken) and its row read with the others
 * heard in the same turn of the event loop, in one query. Events of users with no stream in this
 * process are not read at all (`wanted`).
 */
export class EventFeed {
  private listening: Listening | null = null;
  /** Ids heard this turn, and the read that will answer them. */
  private batch: { ids: number[]; rows: Promise<Map<number, ReplayedEvent>> } | null = null;

  constructor(
    private readonly events: EventStore,
    private readonly wanted: (userId: string | null) => boolean,
    private readonly heard: HeardEvent,
    private readonly missedSome: () => void,
  ) {}

  /** Starts listening (PostgreSQL only: SQLite's one process delivers its events as it stores them). */
  async start(database: Database): Promise<void> {
    if (database.listen === null || this.listening !== null) return;
    this.listening = await database.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => this.hear(payload),
      onGap: () => this.missedSome(),
    });
  }

  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await listening?.stop();
  }

  private hear(payload: string): void {
    const { eventId, userId } = readEventNotice(payload);
    if (!Number.isSafeInteger(eventId) || !this.wanted(userId)) return;
    const rows = this.rowsOf(eventId);
    this.heard(
      eventId,
      userId,
      rows.then((found) => found.get(eventId)),
    );
  }

  /** The read that answers `eventId`: this turn's, started once the turn's notifications are all in. */
  private rowsOf(eventId: number): Promise<Map<number, ReplayedEvent>> {
    if (this.batch === null) {
      const ids: number[] = [];
      const rows = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.batch = null;
        const found = await this.events.byIds(ids);
        return new Map(found.map((row) => [row.event_id, row]));
      });
      this.batch = { ids, rows };
    }
    this.batch.ids.push(eventId);
    return this.batch.rows;
  }
}
