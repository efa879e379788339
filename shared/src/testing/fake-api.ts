import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '../api-client/client';
import { CALLS, type CallName } from '../contract/calls';
import { startTestServer, type TestServer } from './http-server';

/** What a fake route answers: an envelope's data (code 0), a failure envelope, or no answer at all. */
export type FakeAnswer =
  { data: unknown } | { code: number; message: string; status?: number } | { networkError: true };

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Values of `{name}` segments of the route that matched, e.g. `{ id: '7' }`. */
  params: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  operationTicket: string | undefined;
}

/** A route's answer, or a function of the call that gives it (it may wait, to hold a screen in a loading state). */
export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteName = `${Method} /${string}`;

/** The route of a call of the contract, as `on` and `callsTo` name it: `PUT /api/v1/card/{id}/status`. */
export const callRoute = (name: CallName): RouteName => `${CALLS[name].method} ${CALLS[name].path as `/${string}`}`;

/** Turns `GET /api/v1/x/{id}` into a matcher that yields the path parameters. */
function routeMatcher(route: string): (methodAndPath: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = route
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return (methodAndPath) => {
    const match = regex.exec(methodAndPath);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  };
}

/**
 * A real HTTP server standing in for the API in component tests: `on('GET /api/v1/…', answer)`
 * sets what a call answers (a route may hold `{id}` segments; a function sees the request),
 * `callsTo(route)` lists what the screen sent. Calls without an answer get `{ code: 0, data: null }`.
 * Start it in beforeAll (it points the shared client at itself) and `reset()` it in beforeEach.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private routes = new Map<string, { match: ReturnType<typeof routeMatcher>; answer: FakeRoute }>();
  private server: TestServer | null = null;

  async start(): Promise<void> {
    this.server = await startTestServer((req, res) => void this.handle(req, res));
    configureApiClient({ baseUrl: this.server.origin });
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** Forgets answers and recorded calls. */
  reset(): void {
    this.routes.clear();
    this.calls.length = 0;
  }

  on(route: RouteName, answer: FakeRoute): this {
    this.routes.set(route, { match: routeMatcher(route), answer });
    return this;
  }

  /** The recorded calls to one route as `on` names it, e.g. `callsTo('PUT /api/v1/…/read-status')`. */
  callsTo(route: RouteName): RecordedCall[] {
    const match = routeMatcher(route);
    return this.calls.filter((call) => match(`${call.method} ${call.path}`) !== null);
  }

  private find(methodAndPath: string) {
    // An exact route wins over a pattern; otherwise the first pattern that matches.
    const exact = this.routes.get(methodAndPath);
    if (exact) return { answer: exact.answer, params: {} };
    for (const { match, answer } of this.routes.values()) {
      const params = match(methodAndPath);
      if (params) return { answer, params };
    }
    return null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const route = this.find(`${method} ${url.pathname}`);
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      params: route?.params ?? {},
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      operationTicket: req.headers['x-operation-ticket'] as string | undefined,
    };
    this.calls.push(call);
    const answer = typeof route?.answer === 'function' ? await route.answer(call) : (route?.answer ?? { data: null });
    if ('networkError' in answer) {
      req.socket.destroy();
      return;
    }
    const envelope =
      'data' in answer
        ? { code: 0, message: 'ok', data: answer.data }
        : { code: answer.code, message: answer.message, data: null };
    res.writeHead('data' in answer ? 200 : (answer.status ?? 400), { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(envelope));
  }
}

/** A promise the test resolves when it wants: hold an answer with `await gate.opened`, then `gate.open()`. */
export function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
