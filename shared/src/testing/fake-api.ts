import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '../api-client/client';
import { CALLS, callPath, type CallName, type CallRoute } from '../contract/calls';
import { startTestServer, type TestServer } from './http-server';

/**
 * What a fake route answers: an envelope's data (code 0), a failure envelope, a file answered raw
 * (the finished export's spreadsheet), or no answer at all.
 */
export type FakeAnswer =
  | { data: unknown }
  | { code: number; message: string; status?: number }
  | { file: string; contentType: string }
  | { networkError: true };

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
  /** The Accept-Language the call was made with. */
  language: string | undefined;
}

/** A route's answer, or a function of the call that gives it (it may wait, to hold a screen in a loading state). */
export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

declare const filled: unique symbol;
/** A route of the contract with its path parameters filled in, which only `callRoute(name, params)` makes. */
type FilledRoute = string & { readonly [filled]: true };

/**
 * A route as `on` and `callsTo` name it: a call of the contract (`PUT /api/v1/card/{id}/status`),
 * or one with its parameters filled for an answer to that one resource only (`callRoute(name, params)`).
 */
export type RouteName = CallRoute | FilledRoute;

/** The route of a call of the contract, with `params` filled in if given: `GET /api/v1/merchant/user-agreement/7`. */
export function callRoute(name: CallName): CallRoute;
export function callRoute(name: CallName, params: Record<string, string>): FilledRoute;
export function callRoute(name: CallName, params?: Record<string, string>): RouteName {
  const path = params ? callPath(name, params) : CALLS[name].path;
  return `${CALLS[name].method} ${path}` as RouteName;
}

/**
 * Every FakeApi started in this test file, kept on the global object (so a module registry reset
 * cannot hide one) for the jest setup to take their unanswered calls after each test.
 */
const STARTED = Symbol.for('@portal/shared/testing:started-fake-apis');

function startedFakes(): Set<FakeApi> {
  const global = globalThis as typeof globalThis & { [STARTED]?: Set<FakeApi> };
  return (global[STARTED] ??= new Set());
}

/** The timer `settled` waits with, taken before a test can swap in jest's fake timers. */
const realSetTimeout = globalThis.setTimeout;

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
 * `callsTo(route)` lists what the screen sent. A call without an answer gets a 501 naming it, and
 * fails the test it was made in (the jsdom setup, `tooling/jest-dom-setup.cjs`, checks every
 * running fake after each test). Start it in beforeAll (it points the shared client at itself) and
 * `reset()` it in beforeEach.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private routes = new Map<string, { match: ReturnType<typeof routeMatcher>; answer: FakeRoute }>();
  private server: TestServer | null = null;
  /** Calls no route answered, as `GET /api/v1/x?page=1`, until the jest setup takes them. */
  private unanswered: string[] = [];
  /** The shared client's calls still on their way, so a call is counted in the test that made it. */
  private inFlight = new Set<Promise<unknown>>();

  async start(): Promise<void> {
    this.server = await startTestServer((req, res) => void this.handle(req, res));
    configureApiClient({
      baseUrl: this.server.origin,
      // globalThis.fetch at each call, so a test that spies on fetch still sees every call.
      fetch: (input, init) => this.track(globalThis.fetch(input, init)),
    });
    startedFakes().add(this);
  }

  /** Waits, up to `limitMs` (an answer a test holds may never come), until the client's calls have their answers. */
  async settled(limitMs = 2_000): Promise<void> {
    if (this.inFlight.size === 0) return;
    const limit = new Promise<void>((resolve) => realSetTimeout(resolve, limitMs));
    await Promise.race([Promise.allSettled([...this.inFlight]), limit]);
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
    if (this.unanswered.length === 0) startedFakes().delete(this);
  }

  /** The calls no route answered since the last time they were taken (the jest setup takes them after each test). */
  takeUnanswered(): string[] {
    const taken = this.unanswered.splice(0);
    if (!this.server) startedFakes().delete(this);
    return taken;
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

  private track(sent: Promise<Response>): Promise<Response> {
    this.inFlight.add(sent);
    const done = () => void this.inFlight.delete(sent);
    sent.then(done, done);
    return sent;
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
      language: req.headers['accept-language'],
    };
    this.calls.push(call);
    if (!route) {
      this.unanswered.push(`${method} ${url.pathname}${url.search}`);
      return this.send(res, { code: 501, message: `FakeApi has no answer for ${method} ${url.pathname}`, status: 501 });
    }
    const answer = typeof route.answer === 'function' ? await route.answer(call) : route.answer;
    if ('networkError' in answer) {
      req.socket.destroy();
      return;
    }
    this.send(res, answer);
  }

  private send(res: ServerResponse, answer: Exclude<FakeAnswer, { networkError: true }>) {
    if ('file' in answer) {
      res.writeHead(200, { 'Content-Type': answer.contentType });
      res.end(answer.file);
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
