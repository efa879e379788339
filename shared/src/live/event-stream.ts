import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  CARD_TRANSACTIONS_EVENT,
  isSessionExpiryCode,
  SESSION_ENDED_EVENT,
  type StationMessageEvent,
} from '@portal/shared/contract';
import { currentLocale } from '../locale/locale-state';

/** Spec §9: heartbeat 60 s, reconnect delay 3 s, at most 5 attempts. */
export const EVENT_STREAM = { heartbeatTimeoutMs: 60_000, reconnectDelayMs: 3_000, maxAttempts: 5 } as const;

export type EventStreamStopReason = 'stopped' | 'unauthorized' | 'session-expired' | 'gave-up';

export interface EventStreamOptions {
  url: string;
  /** Read at each (re)connect, so a refreshed token is picked up. */
  getToken: () => string | null;
  onEvent: (event: StationMessageEvent, eventId: string | undefined) => void;
  /** The server's card-transactions event: a card transaction was recorded or changed status. */
  onCardTransactions?: () => void;
  onStop?: (reason: EventStreamStopReason) => void;
  isSessionExpiryCode?: (code: number) => boolean;
  fetch?: typeof fetch;
  heartbeatTimeoutMs?: number;
  reconnectDelayMs?: number;
  maxAttempts?: number;
}

export interface EventStream {
  stop(): void;
  /**
   * Opens a new connection (in the language of the moment) after the last event received, and
   * closes the current one once the new one is good: no event falls between the two, and one that
   * comes on both is handled once.
   */
  reopen(): void;
  readonly lastEventId: string | undefined;
}

/** How many of the last event ids are remembered, to handle an event that comes on two connections once. */
const RECENT_IDS = 32;

/** How one connection ended: never got a good stream, had one that dropped, or must not retry. */
type Outcome = 'failed' | 'dropped' | { stop: EventStreamStopReason };

/** The `code` of a `{code, message, data}` envelope body, if the body is one. */
async function envelopeCode(response: Response): Promise<number | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the live event stream and keeps it open: reconnects after failures with Last-Event-ID,
 * gives up after `maxAttempts` failed connection attempts in a row, and stops for good on 401,
 * a session-expiry envelope or the server's session-ended event. A good connection (2xx text/event-stream) resets the failure count.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const {
    url,
    getToken,
    onEvent,
    onCardTransactions,
    onStop,
    isSessionExpiryCode: isExpiry = isSessionExpiryCode,
    heartbeatTimeoutMs = EVENT_STREAM.heartbeatTimeoutMs,
    reconnectDelayMs = EVENT_STREAM.reconnectDelayMs,
    maxAttempts = EVENT_STREAM.maxAttempts,
  } = options;
  /** Called unbound: a browser fetch called as `options.fetch(...)` throws "Illegal invocation". */
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let lastEventId: string | undefined;
  let failures = 0;
  let stopped = false;
  let controller: AbortController | undefined;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const recentIds: string[] = [];

  const finish = (reason: EventStreamStopReason): void => {
    if (stopped) return;
    stopped = true;
    clearTimeout(heartbeat);
    clearTimeout(retry);
    controller?.abort();
    onStop?.(reason);
  };

  /** Any byte (comments too) proves the server alive; silence past the timeout aborts the connection. */
  const armHeartbeat = (ctrl: AbortController): void => {
    // A connection being replaced by a newer one keeps no watch of its own.
    if (ctrl !== controller) return;
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => ctrl.abort(), heartbeatTimeoutMs);
  };

  /** A bug in a consumer must not tear down the stream. */
  const deliver = (consume: () => void): void => {
    try {
      consume();
    } catch (error) {
      console.error('[event-stream] a consumer of an event threw', error);
    }
  };

  const dispatch = (message: EventSourceMessage): void => {
    if (stopped) return;
    /** The server closes the stream of a session that ended: sign out as on a 607, do not reconnect. */
    if (message.event === SESSION_ENDED_EVENT) return finish('session-expired');
    /** An event that came on the connection being replaced as well as on its successor is handled once. */
    if (message.id && recentIds.includes(message.id)) return;
    /** Every event moves the last event id, named ones too; an empty `id:` clears it (the EventSource standard). */
    if (message.id !== undefined) lastEventId = message.id || undefined;
    if (message.id) {
      recentIds.push(message.id);
      if (recentIds.length > RECENT_IDS) recentIds.shift();
    }
    if (message.event === CARD_TRANSACTIONS_EVENT) {
      if (onCardTransactions) deliver(onCardTransactions);
      return;
    }
    /** Any other named event is not a station message: one this portal does not know is skipped. */
    if (message.event !== undefined && message.event !== 'message') return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      data = undefined;
    }
    if (typeof data !== 'object' || data === null) {
      console.warn('[event-stream] skipped an event whose data is not a JSON object, id:', message.id);
      return;
    }
    deliver(() => onEvent(data as StationMessageEvent, message.id));
  };

  const readStream = async (body: ReadableStream<Uint8Array>, ctrl: AbortController): Promise<void> => {
    const parser = createParser({ onEvent: dispatch });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || stopped || ctrl.signal.aborted) return;
      armHeartbeat(ctrl);
      parser.feed(decoder.decode(value, { stream: true }));
    }
  };

  /** `replacing`: the connection this one replaces, closed once this one is good. */
  const attempt = async (ctrl: AbortController, replacing?: AbortController): Promise<Outcome> => {
    const token = getToken();
    /** Without a token there is nobody to authenticate; the server would answer 401 anyway. */
    if (!token) return { stop: 'unauthorized' };
    armHeartbeat(ctrl);
    const response = await doFetch(url, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
        // The session-ended message comes in the reader's language.
        'Accept-Language': currentLocale(),
        ...(lastEventId && { 'Last-Event-ID': lastEventId }),
      },
      signal: ctrl.signal,
      // A request that never ends: below the page's own code and data, and not among the requests a
      // page is waited on for (a measuring tool's "network idle" leaves low-priority ones out).
      priority: 'low',
    });
    armHeartbeat(ctrl);
    if (response.status === 401) return { stop: 'unauthorized' };
    const contentType = response.headers.get('content-type')?.toLowerCase() ?? '';
    if (response.ok && response.body && contentType.startsWith('text/event-stream')) {
      failures = 0;
      replacing?.abort();
      await readStream(response.body, ctrl).catch(() => undefined);
      return 'dropped';
    }
    const code = await envelopeCode(response);
    return code !== undefined && isExpiry(code) ? { stop: 'session-expired' } : 'failed';
  };

  const connect = async (replacing?: AbortController): Promise<void> => {
    const ctrl = new AbortController();
    controller = ctrl;
    const outcome = await attempt(ctrl, replacing).catch((): Outcome => 'failed');
    /** Frees the socket of a body we did not read to the end. */
    ctrl.abort();
    /** A replaced connection ends quietly: its successor goes on. */
    if (stopped || ctrl !== controller) return;
    clearTimeout(heartbeat);
    replacing?.abort();
    if (typeof outcome === 'object') return finish(outcome.stop);
    if (outcome === 'failed' && ++failures >= maxAttempts) return finish('gave-up');
    retry = setTimeout(() => void connect(), reconnectDelayMs);
  };

  void connect();
  return {
    stop: () => finish('stopped'),
    reopen: () => {
      if (stopped) return;
      clearTimeout(retry);
      void connect(controller);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
