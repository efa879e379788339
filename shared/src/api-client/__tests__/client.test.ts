import type { IncomingMessage, ServerResponse } from 'node:http';
import { LAST_EVENT_ID_HEADER, SPREADSHEET_CONTENT_TYPE } from '@portal/shared/contract';
import { localeAtom } from '../../locale/locale-state';
import { noticesAtom } from '../../notices/notices';
import { completeSignIn } from '../../session/sign-in';
import { sessionAtom } from '../../session/session-state';
import { portalStore } from '../../state/store';
import { strings } from '../../strings/zh';
import { startTestServer, type TestServer } from '../../testing/http-server';
import { takeEventCursor } from '../../live/event-cursor';
import { ApiError } from '../api-error';
import { callApi, configureApiClient, request, resetSessionExpiryNotice } from '../client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = () => undefined;
const seen: { method: string; url: string; authorization?: string; language?: string; body: string }[] = [];

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
};

let server: TestServer;
let origin = '';

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        language: req.headers['accept-language'],
        body,
      });
      handler(req, res, body);
    });
  });
  origin = server.origin;
});

afterAll(() => server.close());

beforeEach(() => {
  configureApiClient({ baseUrl: origin });
  resetSessionExpiryNotice();
  seen.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(noticesAtom, []);
  completeSignIn('token-abc');
});

const notices = () => portalStore.get(noticesAtom).map((notice) => notice.text);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client', () => {
  it('sends the bearer token from local storage and returns data for code 0', async () => {
    handler = (_req, res) => json(res, 200, { code: 0, message: 'ok', data: { id: 7 } });
    await expect(request({ path: '/api/v1/account/info' })).resolves.toEqual({ id: 7 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/account/info', authorization: 'Bearer token-abc' });
  });

  it('keeps the earliest last event id the answers give, for the live stream to go on from', async () => {
    takeEventCursor();
    for (const id of ['12', '9']) {
      handler = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', [LAST_EVENT_ID_HEADER]: id });
        res.end(JSON.stringify({ code: 0, message: 'ok', data: null }));
      };
      await request({ path: '/api/v1/account/info' });
    }
    expect(takeEventCursor()).toBe('9');
    expect(takeEventCursor()).toBeUndefined();
  });

  it("asks for the API's messages in the reader's language and shows them as they come", async () => {
    handler = (_req, res) =>
      json(res, 401, { code: 2001, message: 'The account or password is incorrect', data: null });
    portalStore.set(localeAtom, 'en');
    try {
      const error = await failure(request({ method: 'POST', path: '/api/v1/account/login', body: {} }));
      expect(error.message).toBe('The account or password is incorrect[2001]');
    } finally {
      portalStore.set(localeAtom, 'zh-CN');
    }
    await failure(request({ method: 'POST', path: '/api/v1/account/login', body: {} }));
    expect(seen.map((call) => call.language)).toEqual(['en', 'zh-CN']);
  });

  it('sends GET bodies as the query and other bodies as JSON', async () => {
    handler = (_req, res) => json(res, 200, { code: 0, message: 'ok', data: null });
    await request({ path: '/api/v1/card', body: { page: 2, page_size: 20, status: undefined } });
    await request({ method: 'PUT', path: '/api/v1/msg-center/station-msg/read-status', body: { id: 'm1' } });
    expect(seen[0]?.url).toBe('/api/v1/card?page=2&page_size=20');
    expect(seen[1]).toMatchObject({ method: 'PUT', body: '{"id":"m1"}' });
  });

  it('calls a contract endpoint by name with its path parameters', async () => {
    handler = (_req, res) =>
      json(res, 200, { code: 0, message: 'ok', data: { id: 'a 1', title: 't', text: '<p>x</p>' } });
    await expect(callApi('agreement', undefined, { params: { id: 'a 1' } })).resolves.toMatchObject({ id: 'a 1' });
    expect(seen[0]?.url).toBe('/api/v1/merchant/user-agreement/a%201');
  });

  it('rejects any other code with the message followed by the code in square brackets, shown once', async () => {
    handler = (_req, res) => json(res, 200, { code: 1203, message: '验证码错误', data: null });
    const error = await failure(request({ method: 'POST', path: '/api/v1/account/login', body: {} }));
    expect(error).toMatchObject({
      kind: 'business',
      code: 1203,
      status: 200,
      message: strings.api.withCode('验证码错误', 1203),
      displayed: true,
    });
    expect(notices()).toEqual([strings.api.withCode('验证码错误', 1203)]);
  });

  it('applies the envelope rule to an envelope sent with an error status too', async () => {
    handler = (_req, res) => json(res, 400, { code: 1001, message: '手机号格式有误', data: null });
    const error = await failure(request({ method: 'POST', path: '/api/v1/account/register', body: {} }));
    expect(error).toMatchObject({
      kind: 'business',
      status: 400,
      code: 1001,
      message: strings.api.withCode('手机号格式有误', 1001),
    });
  });

  it('lets a call opt out of the default message', async () => {
    handler = (_req, res) => json(res, 200, { code: 1203, message: '验证码错误', data: null });
    const error = await failure(request({ path: '/x', silent: true }));
    expect(error.displayed).toBe(false);
    expect(notices()).toEqual([]);
  });

  it.each([605, 606, 607, 608, 1000])(
    'on %i shows the message once for ten calls failing together, signs out and rejects them all',
    async (code) => {
      handler = (_req, res) => json(res, 200, { code, message: '登录已过期，请重新登录', data: null });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => request({ path: '/api/v1/account/info' })),
      );
      expect(results.every((result) => result.status === 'rejected')).toBe(true);
      expect(results.map((result) => (result as PromiseRejectedResult).reason.kind)).toEqual(
        Array(10).fill('session-expired'),
      );
      expect(notices()).toEqual(['登录已过期，请重新登录']);
      expect(portalStore.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
      expect(sessionStorage.getItem('token')).toBeNull();
      // The spec keeps the token in local storage; the server has revoked it.
      expect(localStorage.getItem('token')).toBe('token-abc');
    },
  );

  it('shows the session-expiry message again once the one-second window has passed', async () => {
    handler = (_req, res) => json(res, 200, { code: 605, message: '登录已过期', data: null });
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    await failure(request({ path: '/a' }));
    now.mockReturnValue(10_999);
    await failure(request({ path: '/b' }));
    expect(notices()).toEqual(['登录已过期']);
    now.mockReturnValue(11_000);
    await failure(request({ path: '/c' }));
    expect(notices()).toEqual(['登录已过期', '登录已过期']);
    now.mockRestore();
  });

  it.each([
    ['POST', strings.api.networkWrite],
    ['PUT', strings.api.networkWrite],
    ['GET', strings.api.networkRead],
    ['DELETE', strings.api.networkRead],
  ] as const)('reports a network error on %s with its message', async (method, message) => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(request({ method, path: '/api/v1/x', body: method === 'GET' ? undefined : {} }));
    expect(error).toMatchObject({ kind: 'network', status: 0, code: null, message });
    expect(notices()).toEqual([message]);
  });

  it('says 操作未完成 for a write that nothing keeps, and nothing for one whose caller says what became of it', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const notDone = await failure(request({ method: 'PUT', path: '/x', body: {}, networkFailure: 'not-done' }));
    expect(notDone).toMatchObject({ kind: 'network', message: strings.api.networkNotDone });
    const own = await failure(request({ method: 'PUT', path: '/x', body: {}, networkFailure: 'caller' }));
    expect(own).toMatchObject({ kind: 'network', displayed: false });
    expect(notices()).toEqual([strings.api.networkNotDone]);
  });

  it('never says a money call was saved: its network failure says 操作未完成', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const options = { idempotencyKey: 'key-00000001', networkFailure: 'kept' as const };
    const error = await failure(callApi('topUp', { currency: 'USD', amount: '10.00' }, options));
    expect(error.message).toBe(strings.api.networkNotDone);
    expect(notices()).toEqual([strings.api.networkNotDone]);
  });

  it('gives up after the timeout with the network message of the method', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    const error = await failure(request({ method: 'POST', path: '/slow', body: {}, timeoutMs: 150 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(error).toMatchObject({ kind: 'timeout', message: strings.api.networkWrite });
  });

  it('waits 50 seconds by default before timing out', async () => {
    handler = () => undefined; // never answers
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let settled = false;
      const pending = failure(request({ path: '/slow' })).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(49_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout', message: strings.api.networkRead });
    } finally {
      jest.useRealTimers();
    }
  });

  it('returns a spreadsheet answer raw', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': `${SPREADSHEET_CONTENT_TYPE}; charset=binary` });
      res.end(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    };
    const file = await request<Blob>({ method: 'POST', path: '/api/v1/card/batch-export', body: {} });
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it("shows other HTTP failures with the body's message, or its own", async () => {
    handler = (_req, res) => json(res, 502, { message: '网关错误' });
    expect(await failure(request({ path: '/a' }))).toMatchObject({ kind: 'http', status: 502, message: '网关错误' });
    handler = (_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>oops</h1>');
    };
    expect(await failure(request({ path: '/b' }))).toMatchObject({
      kind: 'http',
      status: 500,
      message: strings.api.httpFailed(500),
    });
  });
});
