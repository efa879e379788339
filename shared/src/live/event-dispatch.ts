import { CARD_TRANSACTIONS_EVENT, SESSION_ENDED_EVENT, type StationMessageEvent } from '@portal/shared/contract';
import type { Locale } from '../locale/locale-state';

/** One server-sent event as it was read off a stream: its id, name and data (as eventsource-parser gives it). */
export interface LiveMessage {
  id?: string;
  event?: string;
  data: string;
}

/** What became of a message: handled (or skipped as unknown), already handled, or the session-ended event. */
export type DispatchOutcome = 'handled' | 'repeated' | 'session-ended';

export interface LiveEventHandlers {
  /** A station message, an announcement or FREEZE; `language` is the one its stream was opened in. */
  onEvent: (event: StationMessageEvent, eventId: string | undefined, language: Locale) => void;
  /** The server's card-transactions event: a card transaction was recorded or changed status. */
  onCardTransactions?: () => void;
}

/** Hands each message of one tab's live events to its handler, once, and remembers where the events are. */
export interface EventDispatcher {
  dispatch(message: LiveMessage, language: Locale): DispatchOutcome;
  /** The id of the last event handled: a new connection asks for what came after it. */
  readonly lastEventId: string | undefined;
}

/** How many of the last event ids are remembered, to handle an event that comes twice (two connections, a relay and a replay) once. */
const RECENT_IDS = 32;

/** A bug in a consumer must not tear down the stream. */
function deliver(consume: () => void): void {
  try {
    consume();
  } catch (error) {
    console.error('[event-stream] a consumer of an event threw', error);
  }
}

/**
 * The one reading of the stream's messages: session-ended is told back to the stream, an id seen
 * lately is skipped, every other id moves the last event id (an empty `id:` clears it, the
 * EventSource standard), card-transactions and unnamed JSON objects go to their handlers, other
 * named events are skipped.
 */
export function createEventDispatcher({ onEvent, onCardTransactions }: LiveEventHandlers): EventDispatcher {
  let lastEventId: string | undefined;
  const recentIds: string[] = [];
  return {
    dispatch(message, language) {
      if (message.event === SESSION_ENDED_EVENT) return 'session-ended';
      if (message.id && recentIds.includes(message.id)) return 'repeated';
      if (message.id !== undefined) lastEventId = message.id || undefined;
      if (message.id) {
        recentIds.push(message.id);
        if (recentIds.length > RECENT_IDS) recentIds.shift();
      }
      if (message.event === CARD_TRANSACTIONS_EVENT) {
        if (onCardTransactions) deliver(onCardTransactions);
        return 'handled';
      }
      /** Any other named event is not a station message: one this portal does not know is skipped. */
      if (message.event !== undefined && message.event !== 'message') return 'handled';
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        data = undefined;
      }
      if (typeof data !== 'object' || data === null) {
        console.warn('[event-stream] skipped an event whose data is not a JSON object, id:', message.id);
        return 'handled';
      }
      deliver(() => onEvent(data as StationMessageEvent, message.id, language));
      return 'handled';
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
