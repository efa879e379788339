/** @jest-environment node */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  CARD_TRANSACTIONS_EVENT,
  LAST_EVENT_ID_HEADER,
  SESSION_ENDED_EVENT,
  type StationMessageEvent,
} from '@portal/shared/contract';
import { noteEventCursor } from '../event-cursor';
import { type EventStream, type EventStreamOptions, openEventStream } from '../event-stream';

/** Serves one connection; the test decides per connection what the server does. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Hit {
  headers: IncomingHttpHeaders;
  at: number;
  closed: boolean;
}

/**
 * Quick retries. The heartbeat is long unless a test is about it: a short one could fire while a busy
 * machine has not yet run the test server's answer, and turn any test into a heartbeat test.
 */
const FAST = { heartbeatTimeoutMs: 10_000, reconnectDelayMs: 50, maxAttempts: 5 };
/** The heartbeat of the tests about it. */
const HEARTBEAT_MS = 200;

let server: Server;
let url: string;
let hits: Hit[];
let handlers: Handler[];
let fallback: Handler;
let streams: EventStream[];

const message = (id: number, type = 'NOTICE'): StationMessageEvent => ({
  type,
  unread_quantity: id,
  id: String(id),
  title: `title ${id}`,
  status: 'UNREAD',
  content: `content ${id}`,
});

const frame = (id: number | undefined, data: string): string =>
  `${id === undefined ? '' : `id: ${id}\n`}data: ${data}\n\n`;

/** Answers 200 text/event-stream, sends the headers at once, then lets `then` write (or hang). */
const sse =
  (then: (res: ServerResponse) => void = () => undefined): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    then(res);
  };

const status =
  (code: number, body = ''): Handler =>
  (_req, res) => {
    res.writeHead(code, { 'Content-Type': 'application/json' });
    res.end(body);
  };

const envelope = (httpStatus: number, code: number): Handler =>
  status(httpStatus, JSON.stringify({ code, message: 'session expired', data: null }));

/** Polls until `check` holds; real timers, so real sockets keep working. */
async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('waitFor timed out');
    await sleep(10);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a stream against the test server and records what it reports. */
function open(overrides: Partial<EventStreamOptions> = {}) {
  const events: Array<[StationMessageEvent, string | undefined]> = [];
  const stops: string[] = [];
  const stream = openEventStream({
    url,
    getToken: () => 'tok-1',
    onEvent: (event, id) => events.push([event, id]),
    onStop: (reason) => stops.push(reason),
    ...FAST,
    ...overrides,
  });
  streams.push(stream);
  return { stream, events, stops };
}

/** Loads Node's fetch once up front, so a cold start cannot outlast the heartbeat of the tests about it. */
beforeAll(async () => {
  const warm = createServer((_req, res) => res.end());
  await new Promise<void>((resolve) => warm.listen(0, '127.0.0.1', resolve));
  await (await fetch(`http://127.0.0.1:${(warm.address() as AddressInfo).port}/`)).text();
  warm.closeAllConnections();
  await new Promise((resolve) => warm.close(resolve));
});

beforeEach(async () => {
  hits = [];
  handlers = [];
  streams = [];
  fallback = status(500);
  server = createServer((req, res) => {
    const hit: Hit = { headers: req.headers, at: performance.now(), closed: false };
    res.on('close', () => (hit.closed = true));
    const handler = handlers[hits.length] ?? fallback;
    hits.push(hit);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/events`;
});

afterEach(async () => {
  for (const stream of streams) stream.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  jest.restoreAllMocks();
});

describe('openEventStream', () => {
  it('dispatches parsed events with their ids, split across chunks, with bearer and accept headers', async () => {
    handlers = [
      sse((res) => {
        res.write(frame(1, JSON.stringify(message(1))));
        const second = frame(2, JSON.stringify(message(2, 'FREEZE')));
        res.write(second.slice(0, 10));
        setTimeout(() => res.write(second.slice(10)), 30);
      }),
    ];
    const { stream, events } = open();
    await waitFor(() => events.length === 2);
    expect(events).toEqual([
      [message(1), '1'],
      [message(2, 'FREEZE'), '2'],
    ]);
    expect(stream.lastEventId).toBe('2');
    expect(hits[0]?.headers).toMatchObject({ authorization: 'Bearer tok-1', accept: 'text/event-stream' });
    expect(hits[0]?.headers['last-event-id']).toBeUndefined();
  });

  it('reconnects after the delay with Last-Event-ID and a freshly read token', async () => {
    handlers = [sse((res) => res.end(frame(7, JSON.stringify(message(7))) + frame(undefined, '{"type":"X"}'))), sse()];
    let token = 'tok-1';
    open({
      getToken: () => token,
      onEvent: () => (token = 'tok-2'),
      reconnectDelayMs: 150,
    });
    await waitFor(() => hits.length === 2);
    expect(hits[1]?.headers).toMatchObject({ authorization: 'Bearer tok-2', 'last-event-id': '7' });
    expect((hits[1]?.at ?? 0) - (hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(150);
  });

  it("opens after the earliest last event id the page's answers gave, then goes on from the events", async () => {
    noteEventCursor(new Headers({ [LAST_EVENT_ID_HEADER]: '50' }));
    noteEventCursor(new Headers({ [LAST_EVENT_ID_HEADER]: '42' }));
    noteEventCursor(new Headers({ [LAST_EVENT_ID_HEADER]: 'not-an-id' }));
    handlers = [sse((res) => res.end(frame(43, JSON.stringify(message(43))))), sse()];
    open();
    await waitFor(() => hits.length === 2);
    expect(hits[0]?.headers['last-event-id']).toBe('42');
    expect(hits[1]?.headers['last-event-id']).toBe('43');
    // A later stream (another sign-in) goes on from the answers read after, not from these.
    handlers = [...handlers, sse()];
    open();
    await waitFor(() => hits.length === 3);
    expect(hits[2]?.headers['last-event-id']).toBeUndefined();
  });

  it('waits the reconnect delay after a failed attempt', async () => {
    handlers = [status(503), sse()];
    open({ reconnectDelayMs: 250 });
    await waitFor(() => hits.length === 2);
    expect((hits[1]?.at ?? 0) - (hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it('reconnects when no byte arrives for the heartbeat timeout, while comments keep it alive', async () => {
    const commenting = sse((res) => {
      const timer = setInterval(() => res.write(': ping\n\n'), 60);
      res.on('close', () => clearInterval(timer));
    });
    handlers = [sse(), commenting];
    const { stops } = open({ heartbeatTimeoutMs: HEARTBEAT_MS });
    await waitFor(() => hits.length === 2);
    expect(hits[0]?.closed).toBe(true);
    expect((hits[1]?.at ?? 0) - (hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(HEARTBEAT_MS);
    await sleep(HEARTBEAT_MS * 2.5);
    expect(hits).toHaveLength(2);
    expect(hits[1]?.closed).toBe(false);
    expect(stops).toEqual([]);
  });

  it('gives up after exactly maxAttempts failed attempts of any kind', async () => {
    handlers = [
      status(500),
      (req) => req.socket.destroy(),
      status(200, JSON.stringify({ code: 0, message: 'ok', data: null })),
      status(404, JSON.stringify({ code: 42, message: 'nope', data: null })),
      () => undefined, // never answers: the heartbeat covers the wait for headers too
    ];
    const { stops } = open({ reconnectDelayMs: 20, heartbeatTimeoutMs: HEARTBEAT_MS });
    await waitFor(() => stops.length > 0);
    expect(stops).toEqual(['gave-up']);
    expect(hits).toHaveLength(5);
    await sleep(100);
    expect(hits).toHaveLength(5);
  });

  it('resets the failure count after a good connection', async () => {
    handlers = [...Array<Handler>(4).fill(status(500)), sse((res) => res.end(frame(1, JSON.stringify(message(1)))))];
    const { stops, events } = open({ reconnectDelayMs: 10 });
    await waitFor(() => stops.length > 0);
    expect(stops).toEqual(['gave-up']);
    expect(events).toHaveLength(1);
    expect(hits).toHaveLength(4 + 1 + 5);
    expect(hits[9]?.headers['last-event-id']).toBe('1');
  });

  it('stops without reconnecting on 401', async () => {
    handlers = [status(401)];
    const { stops } = open();
    await waitFor(() => stops.length > 0);
    await sleep(FAST.reconnectDelayMs * 3);
    expect(stops).toEqual(['unauthorized']);
    expect(hits).toHaveLength(1);
  });

  it("stops with session-expired on the server's session-ended event: no reconnect, not dispatched", async () => {
    const ended = `event: ${SESSION_ENDED_EVENT}\ndata: {"code":607,"message":"登录状态已失效，请重新登录"}\n\n`;
    handlers = [sse((res) => res.end(frame(1, JSON.stringify(message(1))) + ended)), sse()];
    const { events, stops } = open();
    await waitFor(() => stops.length > 0);
    await sleep(FAST.reconnectDelayMs * 3);
    expect(stops).toEqual(['session-expired']);
    expect(events).toEqual([[message(1), '1']]);
    expect(hits).toHaveLength(1);
  });

  it('stops without requesting when there is no token', async () => {
    const { stops } = open({ getToken: () => null });
    await waitFor(() => stops.length > 0);
    expect(stops).toEqual(['unauthorized']);
    expect(hits).toHaveLength(0);
  });

  it.each([
    ['a non-2xx 605 envelope', envelope(403, 605)],
    ['a 2xx 1000 envelope instead of a stream', envelope(200, 1000)],
  ])('stops with session-expired on %s', async (_name, handler) => {
    handlers = [handler];
    const { stops } = open();
    await waitFor(() => stops.length > 0);
    await sleep(FAST.reconnectDelayMs * 3);
    expect(stops).toEqual(['session-expired']);
    expect(hits).toHaveLength(1);
  });

  it('honours a custom session-expiry predicate', async () => {
    handlers = [envelope(200, 42)];
    const { stops } = open({ isSessionExpiryCode: (code) => code === 42 });
    await waitFor(() => stops.length > 0);
    expect(stops).toEqual(['session-expired']);
  });

  it('tells card-transactions events apart from messages, and skips a named event it does not know', async () => {
    const named = (name: string, id: number) => `event: ${name}\nid: ${id}\ndata: {}\n\n`;
    handlers = [
      sse((res) =>
        res.write(named(CARD_TRANSACTIONS_EVENT, 4) + named('a-later-event', 5) + frame(6, JSON.stringify(message(6)))),
      ),
    ];
    const told = jest.fn();
    const { stream, events } = open({ onCardTransactions: told });
    await waitFor(() => events.length === 1);
    expect(told).toHaveBeenCalledTimes(1);
    expect(events).toEqual([[message(6), '6']]);
    expect(stream.lastEventId).toBe('6');
    expect(hits).toHaveLength(1);
  });

  it('resumes after a card-transactions event: its id is the Last-Event-ID of the reconnect', async () => {
    handlers = [sse((res) => res.end(`event: ${CARD_TRANSACTIONS_EVENT}\nid: 9\ndata: {}\n\n`)), sse()];
    open({ onCardTransactions: () => undefined });
    await waitFor(() => hits.length === 2);
    expect(hits[1]?.headers['last-event-id']).toBe('9');
  });

  it('skips malformed event data with a warning and keeps the connection', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    handlers = [sse((res) => res.write(frame(1, '{oops') + frame(2, '3') + frame(3, JSON.stringify(message(3)))))];
    const { stream, events } = open();
    await waitFor(() => events.length === 1);
    expect(events).toEqual([[message(3), '3']]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(stream.lastEventId).toBe('3');
    expect(hits).toHaveLength(1);
  });

  it('stop() closes the connection, reports once and dispatches nothing more', async () => {
    let live: ServerResponse | undefined;
    handlers = [sse((res) => (live = res))];
    const { stream, events, stops } = open({ heartbeatTimeoutMs: HEARTBEAT_MS });
    await waitFor(() => live !== undefined);
    await sleep(20);
    stream.stop();
    stream.stop();
    live?.write(frame(1, JSON.stringify(message(1))));
    await waitFor(() => hits[0]?.closed === true);
    await sleep(HEARTBEAT_MS + FAST.reconnectDelayMs);
    expect(stops).toEqual(['stopped']);
    expect(events).toEqual([]);
    expect(hits).toHaveLength(1);
  });

  it('stop() during the reconnect wait cancels the reconnect', async () => {
    const RETRY_MS = 137;
    const timers = jest.spyOn(global, 'setTimeout');
    const { stream, stops } = open({ reconnectDelayMs: RETRY_MS });
    // The wait has begun once the failed first attempt has set the reconnect's timer.
    await waitFor(() => timers.mock.calls.some(([, ms]) => ms === RETRY_MS));
    timers.mockRestore();
    stream.stop();
    await sleep(RETRY_MS * 3);
    expect(stops).toEqual(['stopped']);
    expect(hits).toHaveLength(1);
  });

  it('stop() from inside onEvent drops the rest of the chunk', async () => {
    handlers = [sse((res) => res.write(frame(1, JSON.stringify(message(1))) + frame(2, JSON.stringify(message(2)))))];
    const seen: string[] = [];
    const { stream, stops } = open({ onEvent: (_event, id) => (seen.push(String(id)), stream.stop()) });
    await waitFor(() => stops.length > 0);
    await sleep(20);
    expect(seen).toEqual(['1']);
    expect(stops).toEqual(['stopped']);
  });
});
