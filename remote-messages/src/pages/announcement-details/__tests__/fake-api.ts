import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '@portal/shared';
import { startTestServer, type TestServer } from '@portal/shared/testing';

/** What a fake route answers: an envelope's data (code 0), a failure envelope, or no answer at all. */
export type FakeAnswer =
  { data: unknown } | { code: number; message: string; status?: number } | { networkError: true };

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A small HTTP stand-in for the API in this page's tests: `on('GET /api/v1/…', answer)` sets what
 * a call answers, `callsTo` lists what the page sent. Unset calls answer `{ code: 0, data: null }`.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private routes = new Map<string, FakeAnswer | (() => FakeAnswer)>();
  private server: TestServer | null = null;

  async start(): Promise<void> {
    this.server = await startTestServer((req, res) => void this.handle(req, res));
    configureApiClient({ baseUrl: this.server.origin });
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  reset(): void {
    this.routes.clear();
    this.calls.length = 0;
  }

  on(route: `${'GET' | 'PUT'} /${string}`, answer: FakeAnswer | (() => FakeAnswer)): this {
    this.routes.set(route, answer);
    return this;
  }

  callsTo(route: string): RecordedCall[] {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const call = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    this.calls.push(call);
    const route = this.routes.get(`${call.method} ${call.path}`);
    const answer = typeof route === 'function' ? route() : (route ?? { data: null });
    if ('networkError' in answer) {
      req.socket.destroy();
      return;
    }
    if ('data' in answer) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: 'ok', data: answer.data }));
      return;
    }
    const { code, message, status = 400 } = answer;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code, message, data: null }));
  }
}
