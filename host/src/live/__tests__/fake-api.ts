import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '@portal/shared';
import { startTestServer, type TestServer } from '@portal/shared/testing';

export interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/** A local HTTP server answering the message calls with `{code, message, data}` envelopes. */
export async function startFakeApi(unreadCount: () => number) {
  const calls: Recorded[] = [];
  const answer = (res: ServerResponse, data: unknown) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'ok', data }));
  };
  const server: TestServer = await startTestServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body: text ? JSON.parse(text) : undefined });
      if (req.url?.startsWith('/api/v1/msg-center/station-msg/unread-quantity')) answer(res, { count: unreadCount() });
      else answer(res, null);
    });
  });
  configureApiClient({ baseUrl: server.origin });
  return { calls, close: () => server.close() };
}
