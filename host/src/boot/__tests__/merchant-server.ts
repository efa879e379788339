import type { ServerResponse } from 'node:http';
import { configureApiClient } from '@portal/shared';
import { startTestServer, type TestServer } from '@portal/shared/testing';

/** How the fake API answers GET /api/v1/merchant. */
export type MerchantAnswer = { data: unknown } | { httpStatus: number } | { hold: Promise<unknown> };

export const MERCHANT = {
  title: '星河卡包',
  color: 'MERCHANT_COLOR_PURPLE',
  dark_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  light_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  favicon: 'data:image/svg+xml,%3Csvg%20id%3D%22xinghe%22%2F%3E',
  icp: '京ICP备00000000号',
  website: 'example.com',
  version: '2020',
};

/** A promise the test settles when it chooses, to hold an answer back. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * A real HTTP server answering the merchant call as the test says; it counts the requests.
 * `{ hold }` answers with the merchant only once the promise settles, to see the loading state.
 */
export async function startMerchantServer() {
  const state = { answer: { data: MERCHANT } as MerchantAnswer, requests: 0 };
  const server: TestServer = await startTestServer((req, res) => {
    if (req.url !== '/api/v1/merchant') return send(res, 404, { code: 404, message: 'no such call', data: null });
    state.requests += 1;
    const { answer } = state;
    if ('hold' in answer) void answer.hold.then(() => send(res, 200, { code: 0, message: 'ok', data: MERCHANT }));
    else if ('data' in answer) send(res, 200, { code: 0, message: 'ok', data: answer.data });
    else send(res, answer.httpStatus, { message: '服务暂不可用' });
  });
  configureApiClient({ baseUrl: server.origin });
  return { state, close: () => server.close() };
}
