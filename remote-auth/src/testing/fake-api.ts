import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '@portal/shared';
import { startTestServer, type TestServer } from '@portal/shared/testing';

/** What a fake route answers: an envelope's data (code 0), a failure envelope, or no answer at all. */
export type FakeAnswer =
  { data: unknown } | { code: number; message: string; status?: number } | { networkError: true };

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

/**
 * A real HTTP server standing in for the API in component tests: `on('POST /api/v1/…', answer)`
 * sets what a call answers (a function sees the request), `calls` records what the screen sent.
 * Calls without an answer get `{ code: 0, data: null }`. Point the shared client at it in beforeAll.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private routes = new Map<string, FakeAnswer | ((call: RecordedCall) => FakeAnswer)>();
  private server: TestServer | null = null;

  async start(): Promise<void> {
    this.server = await startTestServer((req, res) => void this.handle(req, res));
    configureApiClient({ baseUrl: this.server.origin });
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** Forgets answers and recorded calls (call in beforeEach). */
  reset(): void {
    this.routes.clear();
    this.calls.length = 0;
  }

  on(
    route: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`,
    answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer),
  ) {
    this.routes.set(route, answer);
    return this;
  }

  /** The recorded calls to one route, e.g. `callsTo('POST /api/v1/account/login')`. */
  callsTo(route: string): RecordedCall[] {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const call: RecordedCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: req.headers.authorization,
    };
    this.calls.push(call);
    const route = this.routes.get(`${call.method} ${call.path}`);
    const answer = typeof route === 'function' ? route(call) : (route ?? { data: null });
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

/** A merchant answer for screens that show the login shell. */
export const TEST_MERCHANT = {
  title: '测试商户',
  color: 'MERCHANT_COLOR_BLUE',
  dark_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  light_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  favicon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  icp: '京ICP备00000000号',
  website: 'example.com',
  version: '2020',
};
