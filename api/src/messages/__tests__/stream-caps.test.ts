import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { readConfig } from '../../config';
import { messageCenterFor } from '..';
import { addUser } from './helpers';
import { connectSse, type SseConnection } from './sse-client';

const ADDRESS_CAP = 12;
let api: SocketTestApi;
const open: SseConnection[] = [];

// A socket: the caps count live streams held open over HTTP, and a closed one must be counted out.
beforeAll(async () => (api = await startTestApi({ config: { liveStreamsPerAddress: ADDRESS_CAP }, socket: true })));
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

/** Opens a stream as if from client address `from` (the test API trusts the loopback edge's header). */
async function connect(token: string, from: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, {
    Authorization: `Bearer ${token}`,
    'X-Forwarded-For': from,
  });
  open.push(stream);
  return stream;
}

/** A stream request that is expected to be refused: its status and envelope. */
async function refused(token: string, from: string) {
  const response = await fetch(`${api.origin}/api/v1/events`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': from },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Closes a stream and waits until the server has counted it out. */
async function closeStream(stream: SseConnection | undefined): Promise<void> {
  const before = messageCenterFor(api.database).live.connections();
  stream?.close();
  while (messageCenterFor(api.database).live.connections() === before) await new Promise((r) => setTimeout(r, 10));
}

const endsWithin = (stream: SseConnection, ms: number) =>
  Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), ms))]);

describe('live streams per client address', () => {
  it('refuses a stream beyond the cap of its address with 3010, and counts other addresses apart', async () => {
    const users = await Promise.all(Array.from({ length: ADDRESS_CAP + 1 }, () => addUser(api.database)));
    for (const user of users.slice(0, ADDRESS_CAP)) {
      expect((await connect(user.token, '203.0.113.9')).status).toBe(200);
    }
    const last = users[ADDRESS_CAP]?.token ?? '';

    expect(await refused(last, '203.0.113.9')).toEqual({
      status: 429,
      body: { code: 3010, message: '当前网络的实时消息连接过多，请稍后重试', data: null },
    });
    expect((await connect(last, '198.51.100.9')).status).toBe(200);

    await closeStream(open.shift());
    expect((await connect(last, '203.0.113.9')).status).toBe(200);
  });

  it('reads the cap from LIVE_STREAMS_PER_ADDRESS (200 by default)', () => {
    expect(readConfig({}).liveStreamsPerAddress).toBe(200);
    expect(readConfig({ LIVE_STREAMS_PER_ADDRESS: '50' }).liveStreamsPerAddress).toBe(50);
  });
});

describe('live streams per user', () => {
  it('refuses an eleventh stream of one user with 3011 and keeps the ten open', async () => {
    const user = await addUser(api.database);
    const tabs: SseConnection[] = [];
    for (let tab = 0; tab < 10; tab += 1) tabs.push(await connect(user.token, `198.51.100.${tab + 20}`));

    expect(await refused(user.token, '198.51.100.40')).toEqual({
      status: 429,
      body: { code: 3011, message: '实时消息连接过多，请关闭部分页面后重试', data: null },
    });
    expect(tabs[0] && (await endsWithin(tabs[0], 300))).toBe('open');
    expect(messageCenterFor(api.database).live.connections(user.id)).toBe(10);

    await closeStream(tabs[0]);
    expect((await connect(user.token, '198.51.100.40')).status).toBe(200);
  });
});
