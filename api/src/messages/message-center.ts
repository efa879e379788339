import { FREEZE_EVENT_TYPE, type StationMessageEvent } from '@portal/shared/contract';
import type { Db } from '../db/database';
import type { MessageCenter } from '../platform/module';
import { EventStore, type ReplayedEvent } from './event-store';
import { LiveHub } from './live-hub';
import { sql } from '../db/statements';
import { MESSAGE_STATUS, MessageStore, type StoredMessage } from './message-store';

/** Title of the FREEZE event; the portal does not show it, it re-fetches the wallet status. */
const FREEZE_TITLE = '钱包状态已变更';

/** One SSE frame: the event id and the event as one JSON line (JSON.stringify never emits a newline). */
export function frame(eventId: number, event: StationMessageEvent): string {
  return `id: ${eventId}\ndata: ${JSON.stringify(event)}\n\n`;
}

type MessageFields = Pick<StoredMessage, 'id' | 'type' | 'title' | 'content' | 'status'>;

function messageEvent(message: MessageFields, unread: number): StationMessageEvent {
  const { type, id, title, status, content } = message;
  return { type, unread_quantity: unread, id, title, status, content };
}

function freezeEvent(eventId: number, unread: number): StationMessageEvent {
  return {
    type: FREEZE_EVENT_TYPE,
    unread_quantity: unread,
    id: String(eventId),
    title: FREEZE_TITLE,
    status: MESSAGE_STATUS,
    content: '',
  };
}

/** The message center the modules share: stores messages and events, and pushes them to open streams. */
export class LiveMessageCenter implements MessageCenter {
  readonly store: MessageStore;
  readonly events: EventStore;
  readonly live: LiveHub;

  constructor(private readonly db: Db) {
    this.live = new LiveHub(() => sql(db, 'SELECT total_changes()').pluck().get() as number);
    this.store = new MessageStore(db);
    this.events = new EventStore(db);
  }

  sendStationMessage(userId: string, message: { title: string; content: string }): string {
    const { stored, eventId } = this.db.transaction(() => {
      const stored = this.store.insert(userId, message);
      return { stored, eventId: this.events.append(userId, stored.type, stored.seq) };
    })();
    this.live.send(userId, frame(eventId, messageEvent(stored, this.store.unreadCount(userId))));
    return stored.id;
  }

  /** A merchant-wide announcement: stored once, pushed to every connected user with their own count. */
  postAnnouncement(message: { title: string; content: string }): string {
    const { stored, eventId } = this.db.transaction(() => {
      const stored = this.store.insert(null, message);
      return { stored, eventId: this.events.append(null, stored.type, stored.seq) };
    })();
    this.live.broadcast((userId) => frame(eventId, messageEvent(stored, this.store.unreadCount(userId))));
    return stored.id;
  }

  notifyWalletStatus(userId: string): void {
    const eventId = this.events.append(userId, FREEZE_EVENT_TYPE, null);
    this.live.send(userId, frame(eventId, freezeEvent(eventId, this.store.unreadCount(userId))));
  }

  /** Frames of the events after `afterId`; each carries the current unread count, so the badge ends right. */
  replayFrames(userId: string, afterId: number): string[] {
    const missed = this.events.replay(userId, afterId);
    if (missed.length === 0) return [];
    const unread = this.store.unreadCount(userId);
    return missed.map((event) => frame(event.event_id, toEvent(event, unread)));
  }
}

function toEvent(event: ReplayedEvent, unread: number): StationMessageEvent {
  const { id, type, title, content, status } = event;
  if (id === null || type === null || title === null || content === null || status === null)
    return freezeEvent(event.event_id, unread);
  return messageEvent({ id, type, title, content, status }, unread);
}
