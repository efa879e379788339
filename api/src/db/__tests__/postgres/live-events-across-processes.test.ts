import { LAST_EVENT_ID_HEADER } from '@portal/shared/contract';
import { startTestApi, type SocketTestApi } from '../../../__tests__/test-api';
import { messageCenterFor } from '../../../messages';
import { addUser, type AddedUser } from '../../../messages/__tests__/helpers';
import { connectSse, type SseConnection } from '../../../messages/__tests__/sse-client';

// Two API processes on one PostgreSQL database (each its own pool, hub and listener): a stream open
// on one gets what is stored through the other.
let first: SocketTestApi;
let second: SocketTestApi;
let user: AddedUser;
const open: SseConnection[] = [];

beforeAll(async () => {
  first = await startTestApi({ socket: true });
  second = await startTestApi({ socket: true, sharing: first });
  user = await addUser(first.database);
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(async () => {
  await second.close();
  await first.close();
});

async function streamOn(api: SocketTestApi, token: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, { Authorization: `Bearer ${token}` });
  open.push(stream);
  await stream.next((item) => item.kind === 'retry');
  return stream;
}

const post = (api: SocketTestApi, path: string, body: Record<string, unknown>) =>
  api.call('POST', path, { body }).then((answer) => (answer.body.data as { id: string }).id);

describe('live events across API processes on PostgreSQL', () => {
  it('pushes an announcement and a station message stored through one process to a stream of the other', async () => {
    const stream = await streamOn(first, user.token);

    const announced = await post(second, '/api/sandbox/admin/announcements', {
      title: '跨进程公告',
      content: '<p>a</p>',
    });
    expect((await stream.nextEvent()).data).toMatchObject({ id: announced, type: 'ANNOUNCEMENT', title: '跨进程公告' });

    const sent = await post(second, '/api/sandbox/admin/messages', {
      user_id: user.id,
      title: '跨进程站内信',
      content: '<p>m</p>',
    });
    const unread = await messageCenterFor(second.database).store.unreadCount(user.id);
    expect((await stream.nextEvent()).data).toEqual(
      expect.objectContaining({ id: sent, type: 'STATION_MSG', unread_quantity: unread }),
    );
  });

  it('gives a stream the events of both processes once each, in the order of their ids', async () => {
    const stream = await streamOn(second, user.token);
    const centers = [messageCenterFor(first.database), messageCenterFor(second.database)];
    // Stored through both at once, alternating.
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (centers[n % 2] as (typeof centers)[number]).sendStationMessage(user.id, { title: `第 ${n} 条`, content: '' }),
      ),
    );
    const ids: number[] = [];
    while (ids.length < 20) ids.push(Number((await stream.nextEvent()).id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(20);
  });

  it('gives an answer of one process, at once, the last event id of an event stored through the other', async () => {
    await messageCenterFor(second.database).notifyWalletStatus(user.id);
    const { latest } = await first.database.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('latest'))
      .executeTakeFirstOrThrow();
    const answer = await first.fetch('/api/v1/msg-center/station-msg/unread-quantity', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(answer.headers.get(LAST_EVENT_ID_HEADER)).toBe(String(latest));
  });

  it('ends a stream of one process when its session is signed out through the other', async () => {
    const other = await addUser(first.database);
    const stream = await streamOn(first, other.token);

    expect((await second.call('DELETE', '/api/v1/account/login', { token: other.token })).body.code).toBe(0);

    const last = await stream.next((item) => item.kind === 'event' && item.name === 'session-ended');
    expect(last.kind === 'event' && JSON.parse(last.data)).toEqual({
      code: 607,
      message: '登录状态已失效，请重新登录',
    });
    await stream.ended;
  });
});
