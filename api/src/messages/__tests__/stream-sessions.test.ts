import {
  accessCode,
  bindEmail,
  clearSendLimits,
  lastCode,
  phoneInfo,
  register,
  secondSession,
  startApi,
  type SocketTestApi,
} from '../../accounts/__tests__/helpers';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions';
import { messageCenterFor } from '..';
import { connectSse, type SseConnection, type SseItem } from './sse-client';

let api: SocketTestApi;
const open: SseConnection[] = [];
let phones = 0;

beforeAll(async () => {
  // A socket: the tests read live streams over HTTP.
  api = await startApi('sandbox', {}, { socket: true });
  // The default heartbeat (15 s) is far longer than the second these streams get.
  expect(messageCenterFor(api.database).live.heartbeatMs).toBe(15_000);
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

/** A registered customer with a bound e-mail, its phone and a stream opened with its token. */
async function customerWithStream(): Promise<{ phone: string; token: string; stream: SseConnection }> {
  const phone = `1310000${String(++phones).padStart(4, '0')}`;
  const token = await bindEmail(api, await register(api, phone), `${phone}@example.com`);
  return { phone, token, stream: await connect(token) };
}

async function connect(token: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, { Authorization: `Bearer ${token}` });
  open.push(stream);
  await stream.next((item) => item.kind === 'retry');
  return stream;
}

/** Resolves 'ended' if the stream ends within `ms`, else 'open'. */
const endsWithin = (stream: SseConnection, ms: number) =>
  Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), ms))]);

const sessionsOf = (token: string) =>
  api.database.kysely.updateTable('sessions').where('token_hash', '=', hashToken(token));

const isSessionEnded = (item: SseItem) => item.kind === 'event' && item.name === 'session-ended';

/** The stream ends within a second, its last event telling the portal why, and no other event came. */
async function expectEndedWith(stream: SseConnection, code: number, message: string): Promise<void> {
  expect(await endsWithin(stream, 1000)).toBe('ended');
  await expect(stream.next((item) => item.kind === 'event' && !isSessionEnded(item), 0)).rejects.toThrow();
  const last = await stream.next(isSessionEnded, 0);
  expect(last.kind === 'event' && JSON.parse(last.data)).toEqual({ code, message });
}

const REVOKED = [607, '登录状态已失效，请重新登录'] as const;
const EXPIRED = [606, '登录已过期，请重新登录'] as const;

describe('a live stream ends with its session within a second, whatever the heartbeat', () => {
  it('on sign-out, and an event posted right after it never arrives', async () => {
    const { token, stream } = await customerWithStream();

    expect((await api.call('DELETE', '/api/v1/account/login', { token })).body.code).toBe(0);
    await api.call('POST', '/api/sandbox/admin/announcements', { body: { title: '退出后', content: '<p>x</p>' } });

    await expectEndedWith(stream, ...REVOKED);
  });

  it("on a password change made in another session, for that user's other sessions only", async () => {
    const { phone, token, stream: kept } = await customerWithStream();
    const stream = await connect(await secondSession(api, phone));

    const captcha = await accessCode(api, token, phone);
    const changed = await api.call('PUT', '/api/v1/account/password', {
      body: { captcha, password: 'NewPassw0rd' },
      token,
    });
    expect(changed.body.code).toBe(0);

    await expectEndedWith(stream, ...REVOKED);
    expect(await endsWithin(kept, 300)).toBe('open');
  });

  it('on a password reset, for every session', async () => {
    const { phone, stream } = await customerWithStream();

    clearSendLimits(api);
    await api.call('POST', '/api/v1/account/forget-password/code', { body: { phone_info: phoneInfo(phone) } });
    const captcha = await lastCode(api, phone);
    expect(
      (
        await api.call('POST', '/api/v1/account/forget-password/check', {
          body: { phone_info: phoneInfo(phone), captcha },
        })
      ).body.code,
    ).toBe(0);
    const reset = await api.call('PUT', '/api/v1/account/forget-password', {
      body: { phone_info: phoneInfo(phone), password: 'NewPassw0rd' },
    });
    expect(reset.body.code).toBe(0);

    await expectEndedWith(stream, ...REVOKED);
  });

  it('when the account is disabled', async () => {
    const { phone, stream } = await customerWithStream();

    await api.database.kysely.updateTable('users').set({ disabled: 1 }).where('phone', '=', phone).execute();

    await expectEndedWith(stream, 608, '账号已被停用，请联系客服');
  });

  it("when the merchant's service closes", async () => {
    const { stream } = await customerWithStream();
    try {
      const closed = await api.call('PUT', '/api/sandbox/admin/merchant/service', { body: { closed: true } });
      expect(closed.body.code).toBe(0);
      await expectEndedWith(stream, 1000, '服务暂不可用，请联系客服');
    } finally {
      await api.call('PUT', '/api/sandbox/admin/merchant/service', { body: { closed: false } });
    }
  });

  it('at the moment the session reaches its absolute lifetime', async () => {
    const { token, stream } = await customerWithStream();

    const expiresSoon = Date.now() - SESSION_ABSOLUTE_MS + 300;
    await sessionsOf(token).set({ created_at: expiresSoon }).execute();

    await expectEndedWith(stream, ...EXPIRED);
  });

  it('when the session falls idle: an open stream is not activity that keeps it alive', async () => {
    const { token, stream } = await customerWithStream();

    const idleSoon = Date.now() - SESSION_IDLE_MS + 300;
    await sessionsOf(token).set({ last_seen_at: idleSoon }).execute();

    await expectEndedWith(stream, ...EXPIRED);
  });
});
