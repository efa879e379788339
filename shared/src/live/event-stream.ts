import { createParser } from 'eventsource-parser';
import { isSessionExpiryCode, type StationMessageEvent } from '@portal/shared/contract';
import { currentLocale, type Locale } from '../locale/locale-state';
import { createEventDispatcher, type EventDispatcher, type LiveMessage } from './event-dispatch';
import { takeEventCursor } from './event-cursor';

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

/** How a stream connects, without what it does with its events. */
export type StreamSettings = Omit<EventStreamOptions, 'onEvent' | 'onCardTransactions'>;

/**
 * Opens the live event stream and keeps it open: reconnects after failures with Last-Event-ID,
 * gives up after `maxAttempts` failed connection attempts in a row, and stops for good on 401,
 * a session-expiry envelope or the server's session-ended event. A good connection (2xx text/event-stream) resets the failure count.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const { onEvent, onCardTransactions } = options;
  return openDispatchedStream(
    options,
    createEventDispatcher({ onEvent: (event, id) => onEvent(event, id), onCardTransactions }),
  );
}

/**
 * The stream of `openEventStream`, its messages read by `dispatcher`, which also holds where they
 * are (the Last-Event-ID of a reconnect): the tabs' shared stream gives its own, so a tab taking the
 * stream over goes on from the events it has, and the events carry their connection's language.
 */
export function openDispatchedStream(options: StreamSettings, dispatcher: EventDispatcher): EventStream {
  const {
    url,
    getToken,
    onStop,
    isSessionExpiryCode: isExpiry = isSessionExpiryCode,
    heartbeatTimeoutMs = EVENT_STREAM.heartbeatTimeoutMs,
    reconnectDelayMs = EVENT_STREAM.reconnectDelayMs,
    maxAttempts = EVENT_STREAM.maxAttempts,
  } = options;
  /** Called unbound: a browser fetch called as `options.fetch(...)` throws "Illegal invocation". */
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let failures = 0;
  let stopped = false;
  /** Where the page's data stand in the events, taken at the first connection: see event-cursor.ts. */
  let dataCursor: string | undefined;
  let cursorTaken = false;
  let controller: AbortController | undefined;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

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

  /** The server closes the stream of a session that ended: sign out as on a 607, do not reconnect. */
  const dispatch = (message: LiveMessage, language: Locale): void => {
    if (stopped) return;
    if (dispatcher.dispatch(message, language) === 'session-ended') finish('session-expired');
  };

  const readStream = async (
    body: ReadableStream<Uint8Array>,
    ctrl: AbortController,
    language: Locale,
  ): Promise<void> => {
    const parser = createParser({ onEvent: (message) => dispatch(message, language) });
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
    // The session-ended message and the texts of system messages come in the reader's language.
    const language = currentLocale();
    if (!cursorTaken) {
      cursorTaken = true;
      dataCursor = takeEventCursor();
    }
    // After the last event received; before any, after what the page's data already show.
    const lastEventId = dispatcher.lastEventId ?? dataCursor;
    const response = await doFetch(url, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
        'Accept-Language': language,
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
      await readStream(response.body, ctrl, language).catch(() => undefined);
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
      return dispatcher.lastEventId;
    },
  };
}
