import { accessCode, register, secondSession, startApi, type TestApi } from '../../accounts/__tests__/helpers';
import { startTestApi } from '../../__tests__/test-api';
import { readConfig } from '../../config';
import { messageCenterFor } from '..';
import { addUser } from './helpers';
import { connectSse, type SseConnection } from './sse-client';

const open: SseConnection[] = [];
afterEach(() => open.splice(0).forEach((stream) => stream.close()));

async function connect(api: TestApi, token: string, from?: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, {
    Authorization: `Bearer ${token}`,
    ...(from !== undefined && { 'X-Forwarded-For': from }),
  });
  open.push(stream);
  return stream;
}

/** Resolves 'ended' if the stream ends within `ms`, else 'open'. */
const endsWithin = (stream: SseConnection, ms: number) =>
  Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), ms))]);

describe('a live stream ends with its session, within a second, whatever the heartbeat', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
    // The default heartbeat (15 s) is far longer than the second these streams get.
    expect(messageCenterFor(api.db).live.heartbeatMs).toBe(15_000);
  });
  afterAll(() => api.close());

  it('on sign-out, and no event posted after it arrives', async () => {
    const token = await register(api, '13100000001');
    const stream = await connect(api, token);
    await stream.next((item) => item.kind === 'retry');

    expect((await api.call('DELETE', '/api/v1/account/login', { token })).body.code).toBe(0);
    await api.call('POST', '/api/sandbox/admin/announcements', { body: { title: '退出后', content: '<p>x</p>' } });

    expect(await endsWithin(stream, 1000)).toBe('ended');
    await expect(stream.next((item) => item.kind === 'event', 50)).rejects.toThrow();
  });

  it("on a password change made in another session, for that user's other sessions", async () => {
    const token = await register(api, '13100000002');
    const other = await secondSession(api, '13100000002');
    const stream = await connect(api, other);
    const kept = await connect(api, token);
    await stream.next((item) => item.kind === 'retry');

    const captcha = await accessCode(api, token, '13100000002');
    const changed = await api.call('PUT', '/api/v1/account/password', {
      body: { captcha, password: 'NewPassw0rd' },
      token,
    });
    expect(changed.body.code).toBe(0);

    expect(await endsWithin(stream, 1000)).toBe('ended');
    expect(await endsWithin(kept, 300)).toBe('open');
  });

  it('when the account is disabled', async () => {
    const token = await register(api, '13100000003');
    const stream = await connect(api, token);
    await stream.next((item) => item.kind === 'retry');

    api.db.prepare("UPDATE users SET disabled = 1 WHERE phone = '13100000003'").run();

    expect(await endsWithin(stream, 1000)).toBe('ended');
  });
});

describe('live streams per client address', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ config: { liveStreamsPerAddress: 3 } })));
  afterAll(() => api.close());

  it('refuses a stream beyond the cap of its address with 3010, and counts other addresses apart', async () => {
    const users = [addUser(api.db), addUser(api.db), addUser(api.db), addUser(api.db)];
    for (const user of users.slice(0, 3)) expect((await connect(api, user.token, '203.0.113.9')).status).toBe(200);

    const refused = await fetch(`${api.origin}/api/v1/events`, {
      headers: { Authorization: `Bearer ${users[3]?.token}`, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 3010,
      message: '实时消息连接过多，请关闭部分页面后重试',
      data: null,
    });
    expect((await connect(api, users[3]?.token ?? '', '198.51.100.9')).status).toBe(200);

    open.shift()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await connect(api, users[3]?.token ?? '', '203.0.113.9')).status).toBe(200);
  });

  it("keeps a user's own cap of 10: an eleventh tab closes the oldest", async () => {
    const user = addUser(api.db);
    const streams: SseConnection[] = [];
    for (let tab = 0; tab < 11; tab += 1) streams.push(await connect(api, user.token, `198.51.100.${tab + 20}`));
    const [oldest] = streams;
    expect(oldest && (await endsWithin(oldest, 1000))).toBe('ended');
    expect(messageCenterFor(api.db).live.connections(user.id)).toBe(10);
  });

  it('reads the cap from LIVE_STREAMS_PER_ADDRESS (200 by default)', () => {
    expect(readConfig({}).liveStreamsPerAddress).toBe(200);
    expect(readConfig({ LIVE_STREAMS_PER_ADDRESS: '50' }).liveStreamsPerAddress).toBe(50);
  });
});
