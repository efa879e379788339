import type { ServerResponse } from 'node:http';
import { configureApiClient } from '@portal/shared';
import { startTestServer, type TestServer } from '@portal/shared/testing';

export const ACCOUNT = { email: 'lin@example.com', id: 'u-1', phone: '13800138000', phone_prefix: '86' };

/** An envelope's data (code 0), a failure envelope, or a dropped connection. */
export type FakeAnswer = { data: unknown } | { code: number; message: string } | { networkError: true };

/**
 * A real HTTP server standing in for the API: `on('GET /api/v1/…', answer)` sets an answer,
 * `calls` records "METHOD /path" of every request. Other routes answer `{ code: 0, data: null }`.
 */
export class FakeApi {
  readonly calls: string[] = [];
  private routes = new Map<string, FakeAnswer>();
  private server: TestServer | null = null;

  async start(): Promise<void> {
    this.server = await startTestServer((req, res) => {
      const call = `${req.method} ${new URL(req.url ?? '/', 'http://fake').pathname}`;
      this.calls.push(call);
      const answer = this.routes.get(call) ?? { data: null };
      if ('networkError' in answer) req.socket.destroy();
      else reply(res, answer);
    });
    configureApiClient({ baseUrl: this.server.origin });
  }

  stop(): Promise<void> | undefined {
    return this.server?.close();
  }

  /** Forgets answers and calls; the header's own calls answer as for a new account. */
  reset(): void {
    this.routes.clear();
    this.calls.length = 0;
    this.on('GET /api/v1/msg-center/station-msg/unread-quantity', { data: { count: 0 } });
    this.on('GET /api/v1/account/info', { data: ACCOUNT });
    this.on('GET /api/v1/balance/account-balance-status', { data: { status: 'BALANCE_STATUS_AVAILABLE' } });
  }

  on(route: `${'GET' | 'DELETE'} /${string}`, answer: FakeAnswer): this {
    this.routes.set(route, answer);
    return this;
  }
}

function reply(res: ServerResponse, answer: Exclude<FakeAnswer, { networkError: true }>) {
  const ok = 'data' in answer;
  res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(ok ? { code: 0, message: 'ok', data: answer.data } : { ...answer, data: null }));
}
