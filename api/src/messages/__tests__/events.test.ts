import { LAST_EVENT_ID_HEADER } from '@portal/shared/contract';
import { revokeSession } from '../../auth/sessions';
import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { messageCenterFor } from '..';
import { inTransaction } from '../../db/transaction';
import { REPLAY_LIMIT } from '../event-store';
import { addUser, type AddedUser } from './helpers';
import { connectSse, type SseConnection } from './sse-client';

const HEARTBEAT_MS = 150;

let api: SocketTestApi;
let alice: AddedUser;
let bob: AddedUser;
const open: SseConnection[] = [];

async function connect(token: string, lastEventId?: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, {
    Authorization: `Bearer ${token}`,
    ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
  });
  open.push(stream);
  return stream;
}
const center = () => messageCenterFor(api.database);
const announce = (title: string) =>
  api.call('POST', '/api/sandbox/admin/announcements', { body: { title, content: `<p>${title}</p>` } });

beforeAll(async () => {
  // A socket: the tests read live streams over HTTP and drop them as a client would.
  api = await startTestApi({ socket: true });
  center().live.heartbeatMs = HEARTBEAT_MS;
  [alice, bob] = [await addUser(api.database), await addUser(api.database)];
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

describe('GET /api/v1/events', () => {
  it('answers 401 and code 605 without a token or with an unknown one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await fetch(`${api.origin}/api/v1/events`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 605, data: null });
    }
  });

  it('opens an event stream that is not cached or buffered, with a retry delay', async () => {
    const stream = await connect(alice.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.next()).toEqual({ kind: 'retry', ms: 3000 });
  });

  it('sends a heartbeat comment within the interval', async () => {
    const stream = await connect(alice.token);
    const started = Date.now();
    expect(await stream.next((item) => item.kind === 'comment', HEARTBEAT_MS * 4)).toEqual({
      kind: 'comment',
      text: 'heartbeat',
    });
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 4);
  });

  it('pushes an announcement posted through the sandbox admin to every connected user', async () => {
    const [aliceStream, bobStream] = [await connect(alice.token), await connect(bob.token)];
    const before = (await api.call('GET', '/api/v1/msg-center/station-msg/unread-quantity', { token: bob.token })).body
      .data as { count: number };
    const posted = await announce('春节放假通知');
    expect(posted).toMatchObject({ status: 200, body: { code: 0, data: { id: expect.any(String) } } });
    const expected = {
      type: 'ANNOUNCEMENT',
      id: (posted.body.data as { id: string }).id,
      title: '春节放假通知',
      status: 'success',
      content: '<p>春节放假通知</p>',
    };
    const [forAlice, forBob] = [await aliceStream.nextEvent(), await bobStream.nextEvent()];
    expect(forAlice.data).toEqual({ ...expected, unread_quantity: expect.any(Number) });
    expect(forBob.data).toEqual({ ...expected, unread_quantity: before.count + 1 });
    expect(forAlice.id).toMatch(/^\d+$/);
  });

  it('pushes a station message to its user only, with the new unread quantity', async () => {
    const [aliceStream, bobStream] = [await connect(alice.token), await connect(bob.token)];
    const id = await center().sendStationMessage(alice.id, { title: '开卡成功', content: '<p>尾号 4821</p>' });
    const count = await center().store.unreadCount(alice.id);
    expect((await aliceStream.nextEvent()).data).toEqual({
      type: 'STATION_MSG',
      unread_quantity: count,
      id,
      title: '开卡成功',
      status: 'success',
      content: '<p>尾号 4821</p>',
    });
    await center().sendStationMessage(bob.id, { title: '给 Bob', content: '<p>b</p>' });
    expect((await bobStream.nextEvent()).data).toMatchObject({ title: '给 Bob' });
    await expect(aliceStream.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow('no matching');
  });

  it('sends a FREEZE event from notifyWalletStatus', async () => {
    const stream = await connect(bob.token);
    await center().notifyWalletStatus(bob.id);
    const event = await stream.nextEvent();
    expect(event.data).toMatchObject({ type: 'FREEZE', unread_quantity: await center().store.unreadCount(bob.id) });
    expect(event.data.id).toBe(event.id);
  });

  it('sends a named card-transactions event from notifyCardTransactions, which an older portal skips', async () => {
    const stream = await connect(bob.token);
    await center().notifyCardTransactions(bob.id);
    const item = await stream.next((candidate) => candidate.kind === 'event');
    expect(item).toEqual({ kind: 'event', name: 'card-transactions', id: expect.stringMatching(/^\d+$/), data: '{}' });
  });

  it('replays a card-transactions event in its place among the others', async () => {
    const first = await connect(alice.token);
    await center().sendStationMessage(alice.id, { title: '之前', content: '<p>0</p>' });
    const seen = await first.nextEvent();
    first.close();
    await center().notifyCardTransactions(alice.id);
    await center().notifyWalletStatus(alice.id);
    const again = await connect(alice.token, seen.id);
    const names = [];
    for (let i = 0; i < 2; i++) {
      const item = await again.next((candidate) => candidate.kind === 'event');
      if (item.kind === 'event') names.push(item.name ?? (JSON.parse(item.data) as { type: string }).type);
    }
    expect(names).toEqual(['card-transactions', 'FREEZE']);
  });

  it('replays exactly the missed events after Last-Event-ID, then live ones', async () => {
    const first = await connect(alice.token);
    await center().sendStationMessage(alice.id, { title: '断线前', content: '<p>0</p>' });
    const seen = await first.nextEvent();
    first.close();
    await announce('断线期间的公告');
    await center().sendStationMessage(bob.id, { title: '别人的消息', content: '<p>x</p>' });
    await center().sendStationMessage(alice.id, { title: '断线期间的消息', content: '<p>1</p>' });
    await center().notifyWalletStatus(alice.id);

    const again = await connect(alice.token, seen.id);
    const replayed = [await again.nextEvent(), await again.nextEvent(), await again.nextEvent()];
    expect(replayed.map((event) => [event.data.type, event.data.title])).toEqual([
      ['ANNOUNCEMENT', '断线期间的公告'],
      ['STATION_MSG', '断线期间的消息'],
      ['FREEZE', '钱包状态已变更'],
    ]);
    const ids = replayed.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    const count = await center().store.unreadCount(alice.id);
    replayed.forEach((event) => expect(event.data.unread_quantity).toBe(count));
    await center().sendStationMessage(alice.id, { title: '重连之后', content: '<p>2</p>' });
    expect((await again.nextEvent()).data.title).toBe('重连之后');
  });

  it('gives every signed-in answer the last event id, from which a stream opened later misses nothing', async () => {
    const answer = await api.fetch('/api/v1/msg-center/station-msg/unread-quantity', {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    const cursor = answer.headers.get(LAST_EVENT_ID_HEADER);
    expect(cursor).toBe(String(await center().events.latestId()));
    // After the page read its data and before its stream opened: the wallet was frozen.
    await center().notifyWalletStatus(alice.id);
    const later = await api.fetch('/api/v1/msg-center/station-msg/unread-quantity', {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(Number(later.headers.get(LAST_EVENT_ID_HEADER))).toBeGreaterThan(Number(cursor));

    const stream = await connect(alice.token, cursor ?? undefined);
    expect((await stream.nextEvent()).data.type).toBe('FREEZE');
    // Answers to no one signed in say nothing of the events.
    const signedOut = await api.fetch('/api/v1/merchant');
    expect(signedOut.headers.get(LAST_EVENT_ID_HEADER)).toBeNull();
  });

  it('never gives the id of an event rolled back', async () => {
    const before = await center().events.latestId();
    await expect(
      inTransaction(api.database, async (trx) => {
        await center().events.append(trx, alice.id, 'FREEZE', null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await center().events.latestId()).toBe(before);
    await center().notifyWalletStatus(alice.id);
    expect(await center().events.latestId()).toBeGreaterThan(before);
  });

  it(`replays at most the newest ${REPLAY_LIMIT} events, and nothing for a made-up Last-Event-ID`, async () => {
    const user = await addUser(api.database);
    for (let i = 1; i <= REPLAY_LIMIT + 20; i++) await center().notifyWalletStatus(user.id);
    const stream = await connect(user.token, '0');
    const first = await stream.nextEvent();
    const firstId = Number(first.id);
    for (let i = 1; i < REPLAY_LIMIT; i++) await stream.nextEvent();
    await expect(stream.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow('no matching');
    const garbage = await connect(user.token, 'abc');
    await expect(garbage.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow('no matching');
    expect(firstId).toBeGreaterThan(0);
  });

  it('ends the stream at the next heartbeat once the session is revoked', async () => {
    const user = await addUser(api.database);
    const stream = await connect(user.token);
    await revokeSession(api.database, user.token);
    await expect(Promise.race([stream.ended.then(() => 'ended'), delay(HEARTBEAT_MS * 5)])).resolves.toBe('ended');
    expect(center().live.connections(user.id)).toBe(0);
  });

  it('ends open streams when the server closes, without holding the shutdown', async () => {
    // A socket: the stream must end over HTTP when the server closes.
    const other = await startTestApi({ socket: true });
    const user = await addUser(other.database);
    const stream = await connectSse(`${other.origin}/api/v1/events`, { Authorization: `Bearer ${user.token}` });
    await stream.next();
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

function delay(ms: number): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}
