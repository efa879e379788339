import type { PageQuery } from './envelope';

/** Station messages go to one user; announcements to every customer of the merchant. */
export const MESSAGE_TYPES = ['STATION_MSG', 'ANNOUNCEMENT'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The wallet-status event: it carries no message, it asks the portal to re-fetch the status. */
export const FREEZE_EVENT_TYPE = 'FREEZE';

/**
 * The named event that closes a live stream whose session ended (signed out, password changed,
 * expired, disabled): its data is `{ code, message }` with the session-expiry code, so the portal
 * signs out instead of reconnecting.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

/**
 * The named event that tells the portal the user's card transactions changed: one was recorded (a
 * purchase, a refund, a load, a withdrawal) or changed status (settled, failed). Its data is `{}`: the
 * portal asks again for the transactions and what they add up to (spending, balances, limits left).
 * It has an id like every event and is replayed after Last-Event-ID; a portal that does not know it
 * skips it, as it skips every named event but `message`.
 */
export const CARD_TRANSACTIONS_EVENT = 'card-transactions';

/**
 * The header of every signed-in answer that gives the id of the last live event when the API answered
 * (0 when there is none). A page opens its stream with the earliest one it read as Last-Event-ID, so an
 * event that came after its data and before its stream is replayed, not lost.
 */
export const LAST_EVENT_ID_HEADER = 'X-Last-Event-Id';

/** The data of a SESSION_ENDED_EVENT. */
export interface SessionEndedEvent {
  code: number;
  message: string;
}

/** One event of the live stream (spec §3, §7). */
export interface StationMessageEvent {
  type: string;
  unread_quantity: number;
  id: string;
  title: string;
  /** The text 'success' means success. */
  status: string;
  content: string;
}

export interface StationMessage {
  id: string;
  type: MessageType;
  title: string;
  /** HTML: sanitise before rendering. */
  content: string;
  read: boolean;
  created_at: string;
}

export interface StationMessageQuery extends PageQuery {
  type?: MessageType;
}

export interface UnreadQuantity {
  count: number;
}

/** One announcement as its details page shows it; `read` is this user's own flag. */
export interface Announcement {
  id: string;
  title: string;
  /** HTML: sanitise before rendering. */
  content: string;
  created_at: string;
  read: boolean;
}
