import {
  CARD_TRANSACTIONS_EVENT,
  FREEZE_EVENT_TYPE,
  type ApiLanguage,
  type StationMessageEvent,
} from '@portal/shared/contract';
import type { Database } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import type { MessageCenter } from '../platform/module';
import { EventFeed } from './event-feed';
import { EventStore, type ReplayedEvent } from './event-store';
import { LiveHub, type EventFrame } from './live-hub';
import type { StreamSessions } from './stream-sessions';
import { inEnglish } from '../platform/english';
import { MESSAGE_STATUS, MessageStore, type NewMessage, type StoredMessage } from './message-store';
import { messageTextIn, systemMessageText, type MessageText } from '../platform/system-messages';

/** Title of the FREEZE event; the portal does not show it, it re-fetches the wallet status. */
const FREEZE_TITLE = '钱包状态已变更';

/** One SSE frame: the event id and the event as one JSON line (JSON.stringify never emits a newline). */
export function frame(eventId: number, event: StationMessageEvent): string {
  return `id: ${eventId}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A card-transactions frame: named, so a portal that does not know it skips it; it carries nothing but its id. */
export const cardTransactionsFrame = (eventId: number): string =>
  `event: ${CARD_TRANSACTIONS_EVENT}\nid: ${eventId}\ndata: {}\n\n`;

type MessageFields = Pick<StoredMessage, 'id' | 'type' | 'status'> & MessageText;

function messageEvent(message: MessageFields, unread: number): StationMessageEvent {
  const { type, id, title, status, content } = message;
  return { type, unread_quantity: unread, id, title, status, content };
}

/** A just-stored message as a stream of one language reads it. */
function storedIn(stored: StoredMessage, language: ApiLanguage): MessageFields {
  return { ...stored, ...(stored.template ? systemMessageText(stored.template, language) : stored) };
}

function freezeEvent(eventId: number, unread: number, language: ApiLanguage): StationMessageEvent {
  return {
    type: FREEZE_EVENT_TYPE,
    unread_quantity: unread,
    id: String(eventId),
    title: language === 'en' ? inEnglish(FREEZE_TITLE) : FREEZE_TITLE,
    status: MESSAGE_STATUS,
    content: '',
  };
}

/**
 * The message center the modules share: stores messages and events, and pushes them to open streams.
 * On SQLite it pushes an event as it stores it; on PostgreSQL every API process pushes the events it
 * hears on the database's notifications (event-feed.ts), its own too, so a stream gets every event,
 * whichever process stored it, in the order of their ids.
 */
export class LiveMessageCenter implements MessageCenter {
  readonly store: MessageStore;
  readonly events: EventStore;
  readonly live: LiveHub;
  /** The events heard from every process (PostgreSQL), or null where the center pushes what it stores. */
  private readonly feed: EventFeed | null;

  constructor(
    readonly database: Database,
    sessions: StreamSessions,
  ) {
    this.live = new LiveHub(sessions);
    this.store = new MessageStore(database);
    this.events = new EventStore(database);
    this.feed =
      database.listen === null
        ? null
        : new EventFeed(
            this.events,
            (userId) => userId === null || this.live.connections(userId) > 0,
            (eventId, userId, row) => this.pushHeard(eventId, userId, row),
            // Events were missed: every stream ends, and its client reconnects and replays them.
            () => this.live.closeAll(),
          );
  }

  /** Starts hearing the events of every process (PostgreSQL; nothing to do on SQLite). */
  async start(): Promise<void> {
    await this.feed?.start(this.database);
  }

  /** Ends the streams and stops hearing events. */
  async stop(): Promise<void> {
    this.live.closeAll();
    await this.feed?.stop();
  }

  /** Whether this center pushes an event as it stores it (SQLite); else the feed pushes it when heard. */
  private get pushesAsStored(): boolean {
    return this.feed === null;
  }

  /** An event heard on the feed, pushed to this process's streams (the user's, or everyone's). */
  private pushHeard(eventId: number, userId: string | null, row: Promise<ReplayedEvent | undefined>): void {
    if (userId === null) {
      this.live.broadcast(eventId, async (userIds) => {
        const [event, unread] = await Promise.all([row, this.store.unreadCounts(userIds)]);
        return (reader) => (language) => (event ? eventFrame(event, unread.get(reader) ?? 0, language) : '');
      });
      return;
    }
    const built = row.then(async (event) => {
      if (!event) return '';
      if (event.event_type === CARD_TRANSACTIONS_EVENT) return cardTransactionsFrame(eventId);
      const unread = await this.store.unreadCount(userId);
      return (language: ApiLanguage) => eventFrame(event, unread, language);
    });
    this.live.send(userId, eventId, built);
  }

  /** A station message (a text, or a system message built per stream in its language) stored and pushed. */
  async sendStationMessage(userId: string, message: NewMessage): Promise<string> {
    const { stored, eventId } = await inTransaction(this.database, async (trx) => {
      const stored = await this.store.insert(trx, userId, message);
      return { stored, eventId: await this.events.append(trx, userId, stored.type, stored.seq) };
    });
    if (this.pushesAsStored) {
      const built = this.store
        .unreadCount(userId)
        .then((unread) => (language: ApiLanguage) => frame(eventId, messageEvent(storedIn(stored, language), unread)));
      this.live.send(userId, eventId, built);
    }
    return stored.id;
  }

  /**
   * A merchant-wide announcement: stored once, then pushed to every connected user with their own
   * count (read for the users of each batch of streams together, as the fan-out reaches them).
   */
  async postAnnouncement(message: MessageText): Promise<string> {
    const { stored, eventId } = await inTransaction(this.database, async (trx) => {
      const stored = await this.store.insert(trx, null, message);
      return { stored, eventId: await this.events.append(trx, null, stored.type, stored.seq) };
    });
    if (this.pushesAsStored) {
      this.live.broadcast(eventId, async (userIds) => {
        const unread = await this.store.unreadCounts(userIds);
        return (userId) => frame(eventId, messageEvent(stored, unread.get(userId) ?? 0));
      });
    }
    return stored.id;
  }

  async notifyWalletStatus(userId: string): Promise<void> {
    const eventId = await inTransaction(this.database, (trx) =>
      this.events.append(trx, userId, FREEZE_EVENT_TYPE, null),
    );
    if (!this.pushesAsStored) return;
    const built = this.store
      .unreadCount(userId)
      .then((unread) => (language: ApiLanguage) => frame(eventId, freezeEvent(eventId, unread, language)));
    this.live.send(userId, eventId, built);
  }

  /** Tells the user's live streams that a card transaction was recorded or changed status. */
  async notifyCardTransactions(userId: string): Promise<void> {
    const eventId = await inTransaction(this.database, (trx) =>
      this.events.append(trx, userId, CARD_TRANSACTIONS_EVENT, null),
    );
    if (this.pushesAsStored) this.live.send(userId, eventId, cardTransactionsFrame(eventId));
  }

  /** Frames of the events after `afterId`; each carries the current unread count, so the badge ends right. */
  async replayFrames(userId: string, afterId: number, language: ApiLanguage): Promise<EventFrame[]> {
    const missed = await this.events.replay(userId, afterId);
    if (missed.length === 0) return [];
    const unread = await this.store.unreadCount(userId);
    return missed.map((event) => ({ eventId: event.event_id, frame: eventFrame(event, unread, language) }));
  }
}

/** A stored event's frame, as a stream of one language gets it. */
function eventFrame(event: ReplayedEvent, unread: number, language: ApiLanguage): string {
  return event.event_type === CARD_TRANSACTIONS_EVENT
    ? cardTransactionsFrame(event.event_id)
    : frame(event.event_id, toEvent(event, unread, language));
}

function toEvent(event: ReplayedEvent, unread: number, language: ApiLanguage): StationMessageEvent {
  const { id, type, title, content, status, template, template_values } = event;
  if (id === null || type === null || title === null || content === null || status === null)
    return freezeEvent(event.event_id, unread, language);
  const text = messageTextIn({ title, content, template, template_values }, language);
  return messageEvent({ id, type, status, ...text }, unread);
}
