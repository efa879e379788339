import { connectSse, type SseConnection } from '../../messages/__tests__/sse-client';
import { hashToken } from '../../auth/sessions';
import {
  PASSWORD,
  accessCode,
  bindEmail,
  clearSendLimits,
  failure,
  phoneInfo,
  register,
  startApi,
  type SocketTestApi,
} from './helpers';

let api: SocketTestApi;
const open: SseConnection[] = [];
let phones = 0;

// A socket: the tests read live streams over HTTP.
beforeAll(async () => (api = await startApi('sandbox', {}, { socket: true })));
beforeEach(() => clearSendLimits(api));
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  device_type: string;
  ip: string;
  last_active_at: string;
}

const sessions = async (token: string) =>
  (await api.call('GET', '/api/v1/account/sessions', { token })).body.data as Listed[];
const devices = async (token: string) =>
  (await api.call('GET', '/api/v1/account/trusted-devices', { token })).body.data as (Listed & {
    expires_at: string;
  })[];
const info = (token: string) => api.call('GET', '/api/v1/account/info', { token });
const revoke = (id: string, token: string) => api.call('DELETE', `/api/v1/account/sessions/${id}`, { token });
const forget = (id: string, token: string) => api.call('DELETE', `/api/v1/account/trusted-devices/${id}`, { token });

function login(phone: string, userAgent: string, device?: string) {
  const body = { phone_info: phoneInfo(phone), password: PASSWORD, ...(device && { device_id: device }) };
  return api.call('POST', '/api/v1/account/login', { body, headers: { 'User-Agent': userAgent } });
}

/** Signs in from a browser and passes the code check (trusting the device with `thirtyDay`); the token. */
async function signIn(phone: string, userAgent: string, device?: string, thirtyDay = false): Promise<string> {
  const answer = (await login(phone, userAgent, device)).body.data as { token: string; check: boolean };
  if (!answer.check) return answer.token;
  const captcha = await accessCode(api, answer.token, phone);
  const checked = await api.call('POST', '/api/v1/account/login/code/check', {
    body: { captcha, thirty_day: thirtyDay, send_type: 'SEND_TYPE_PHONE' },
    token: answer.token,
    headers: { 'User-Agent': userAgent },
  });
  return (checked.body.data as { token: string }).token;
}

/** A customer with a bound e-mail, signed in from a Windows Chrome: its phone and that token. */
async function customer(): Promise<{ phone: string; token: string }> {
  const phone = `1320000${String(++phones).padStart(4, '0')}`;
  const registered = await bindEmail(api, await register(api, phone), `${phone}@example.com`);
  await api.call('DELETE', '/api/v1/account/login', { token: registered });
  return { phone, token: await signIn(phone, WINDOWS_CHROME) };
}

async function connect(token: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, { Authorization: `Bearer ${token}` });
  open.push(stream);
  await stream.next((item) => item.kind === 'retry');
  return stream;
}

const REVOKED = failure(607, '登录状态已失效，请重新登录');
const NOT_FOUND = failure(1004, '请求的资源不存在');

describe('GET /api/v1/account/sessions', () => {
  it('lists the signed-in sessions with browser, system and address, this one first, and no token', async () => {
    const { phone, token } = await customer();
    const phoneToken = await signIn(phone, IPHONE_SAFARI);
    // A sign-in that still owes its code check is not a session to list yet.
    await login(phone, IPHONE_SAFARI);

    const list = await sessions(token);
    expect(list).toEqual([
      expect.objectContaining({ current: true, browser: 'Chrome 131', os: 'Windows 10', device_type: 'desktop' }),
      expect.objectContaining({ current: false, browser: 'Safari 17', os: 'iOS 17.1', device_type: 'mobile' }),
    ]);
    expect(list.every((session) => session.ip === '127.0.0.1' && /^[0-9a-f]{32}$/.test(session.id))).toBe(true);
    const text = JSON.stringify(list);
    for (const secret of [token, phoneToken, hashToken(token), hashToken(phoneToken)])
      expect(text).not.toContain(secret);
    expect((await sessions(phoneToken)).map((session) => session.current)).toEqual([true, false]);
  });

  it('records last activity at most once a minute per session, not on every call', async () => {
    const { token } = await customer();
    const lastSeen = async (tokenHash: string) =>
      (
        await api.database.kysely
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const setLastSeen = (at: number, tokenHash: string) =>
      api.database.kysely
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('token_hash', '=', tokenHash)
        .execute();

    const recent = Date.now() - 30_000;
    await setLastSeen(recent, hashToken(token));
    expect((await info(token)).body.code).toBe(0);
    expect(await lastSeen(hashToken(token))).toBe(recent);

    const before = Date.now();
    await setLastSeen(before - 61_000, hashToken(token));
    expect((await info(token)).body.code).toBe(0);
    expect(await lastSeen(hashToken(token))).toBeGreaterThanOrEqual(before);
    const [listed] = await sessions(token);
    expect(Date.parse(listed?.last_active_at ?? '')).toBeGreaterThanOrEqual(before);
  });
});

describe('DELETE /api/v1/account/sessions/{id}', () => {
  it('signs the other session out: its live stream ends at once and its token is refused', async () => {
    const { phone, token } = await customer();
    const other = await signIn(phone, IPHONE_SAFARI);
    const stream = await connect(other);
    const target = (await sessions(token)).find((session) => !session.current);

    expect(await revoke(target?.id ?? '', token)).toMatchObject({ status: 200, body: { code: 0, data: null } });

    await stream.ended;
    const last = await stream.next((item) => item.kind === 'event' && item.name === 'session-ended', 0);
    expect(last.kind === 'event' && JSON.parse(last.data)).toEqual({
      code: 607,
      message: '登录状态已失效，请重新登录',
    });
    expect((await info(other)).body).toEqual(REVOKED);
    expect((await info(token)).body.code).toBe(0);
    expect((await sessions(token)).map((session) => session.current)).toEqual([true]);
    // Gone already: the same id again is not found.
    expect((await revoke(target?.id ?? '', token)).body).toEqual(NOT_FOUND);
  });

  it("answers 1004 for another account's session and leaves it signed in; 1001 for an id of another form", async () => {
    const mine = await customer();
    const theirs = await customer();
    const [theirSession] = await sessions(theirs.token);

    expect(await revoke(theirSession?.id ?? '', mine.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await info(theirs.token)).body.code).toBe(0);
    expect((await revoke('not-an-id', mine.token)).body.code).toBe(1001);
    expect((await api.call('GET', '/api/v1/account/sessions')).body).toEqual(failure(605, '请先登录'));
  });
});

describe('DELETE /api/v1/account/sessions', () => {
  it('signs every other session out, pending sign-ins too, and keeps this one', async () => {
    const { phone, token } = await customer();
    const others = [await signIn(phone, IPHONE_SAFARI), await signIn(phone, WINDOWS_CHROME)];
    const stream = await connect(others[0] ?? '');
    const pending = ((await login(phone, IPHONE_SAFARI)).body.data as { token: string }).token;

    const answer = await api.call('DELETE', '/api/v1/account/sessions', { token });

    expect(answer.body).toEqual({ code: 0, message: 'ok', data: { revoked: 3 } });
    await stream.ended;
    for (const other of [...others, pending]) expect((await info(other)).body).toEqual(REVOKED);
    expect((await info(token)).body.code).toBe(0);
    expect(await sessions(token)).toHaveLength(1);
  });
});

describe('trusted devices', () => {
  it('lists a device trusted at the code check, this one marked; forgetting it makes its next sign-in ask again', async () => {
    const { phone, token } = await customer();
    const device = `trusted-${phone}`;
    const onPhone = await signIn(phone, IPHONE_SAFARI, device, true);
    expect((await login(phone, IPHONE_SAFARI, device)).body.data).toMatchObject({ check: false });

    const [listed, ...rest] = await devices(onPhone);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ current: true, browser: 'Safari 17', os: 'iOS 17.1', ip: '127.0.0.1' });
    expect(JSON.stringify(listed)).not.toContain(device);
    expect(Date.parse(listed?.expires_at ?? '') - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    expect((await devices(token)).map((entry) => entry.current)).toEqual([false]);

    expect((await forget(listed?.id ?? '', token)).body).toEqual({ code: 0, message: 'ok', data: null });

    expect(await devices(token)).toEqual([]);
    expect((await login(phone, IPHONE_SAFARI, device)).body.data).toMatchObject({ check: true });
    // Forgetting a device does not sign it out.
    expect((await info(onPhone)).body.code).toBe(0);
  });

  it("answers 1004 for another account's device and keeps trusting it", async () => {
    const mine = await customer();
    const theirs = await customer();
    const device = `theirs-${theirs.phone}`;
    const theirToken = await signIn(theirs.phone, IPHONE_SAFARI, device, true);
    const [theirDevice] = await devices(theirToken);

    expect(await forget(theirDevice?.id ?? '', mine.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await login(theirs.phone, IPHONE_SAFARI, device)).body.data).toMatchObject({ check: false });
  });
});
