import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { messageCenterFor } from '..';
import { addUser, type AddedUser } from './helpers';
import { connectSse, type SseConnection } from './sse-client';

/** Streams per user: 1, 2 and 3, so a batch ends in the middle of a user's streams. */
const STREAMS_PER_USER = [1, 2, 3];
const BATCH = 2;

let api: SocketTestApi;
let users: AddedUser[];
const open: { userId: string; stream: SseConnection }[] = [];

const center = () => messageCenterFor(api.database);
const message = (title: string) => ({ title, content: `<p>${title}</p>` });

/** The next `count` events of a stream, as [event id, message id, title]. */
async function events(stream: SseConnection, count: number) {
  const received = [];
  for (let i = 0; i < count; i += 1) {
    const event = await stream.nextEvent();
    received.push({ eventId: Number(event.id), id: event.data.id, title: event.data.title });
  }
  return received;
}

beforeAll(async () => {
  api = await startTestApi({ socket: true });
  center().live.fanOutBatch = BATCH;
  users = await Promise.all(STREAMS_PER_USER.map(() => addUser(api.database)));
  for (const [index, count] of STREAMS_PER_USER.entries()) {
    const user = users[index] as AddedUser;
    for (let i = 0; i < count; i += 1) {
      const stream = await connectSse(`${api.origin}/api/v1/events`, { Authorization: `Bearer ${user.token}` });
      open.push({ userId: user.id, stream });
    }
  }
});
afterAll(async () => {
  for (const { stream } of open) stream.close();
  await api.close();
});

describe('announcement fan-out', () => {
  it('stores the announcement and answers before any stream is written; then every stream gets it', async () => {
    const delivered = center().live.eventsDelivered;
    const id = await center().postAnnouncement(message('先答复再推送'));
    // Stored and answerable at once, the streams still to be written on later turns of the event loop.
    expect(center().live.eventsDelivered).toBe(delivered);
    const stored = await api.database.kysely.selectFrom('messages').select('seq').where('id', '=', id).execute();
    expect(stored).toHaveLength(1);
    for (const { stream } of open) expect((await events(stream, 1))[0]).toMatchObject({ id, title: '先答复再推送' });
    expect(center().live.eventsDelivered).toBe(delivered + 1);
  });

  it('answers the sandbox POST once stored, and every stream then receives the announcement', async () => {
    const posted = await api.call('POST', '/api/sandbox/admin/announcements', { body: message('后台发布') });
    expect(posted).toMatchObject({ status: 200, body: { code: 0 } });
    const { id } = posted.body.data as { id: string };
    for (const { stream } of open) expect((await events(stream, 1))[0]).toMatchObject({ id, title: '后台发布' });
  });

  it('delivers announcements and a station message sent meanwhile to each stream once, in the order of their ids', async () => {
    const [first, second] = [
      await center().postAnnouncement(message('公告一')),
      await center().postAnnouncement(message('公告二')),
    ];
    // Sent while both announcements are still fanning out: it must not overtake them.
    const target = users[2] as AddedUser;
    const direct = await center().sendStationMessage(target.id, message('站内信'));
    const third = await center().postAnnouncement(message('公告三'));

    for (const { userId, stream } of open) {
      const expected = userId === target.id ? [first, second, direct, third] : [first, second, third];
      const received = await events(stream, expected.length);
      expect(received.map((event) => event.id)).toEqual(expected);
      const ids = received.map((event) => event.eventId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Nothing more: each stream got each event once.
    for (const { stream } of open) await expect(stream.nextEvent(200)).rejects.toThrow('no matching');
  });

  it('replays by Last-Event-ID what a stream closed mid-fan-out missed', async () => {
    const user = users[0] as AddedUser;
    const [seenStream] = open.filter((entry) => entry.userId === user.id).map((entry) => entry.stream);
    const before = await center().postAnnouncement(message('断线前'));
    const [seen] = await events(seenStream as SseConnection, 1);
    expect(seen?.id).toBe(before);
    const missed = await center().postAnnouncement(message('断线期间'));
    (seenStream as SseConnection).close();
    const again = await connectSse(`${api.origin}/api/v1/events`, {
      Authorization: `Bearer ${user.token}`,
      'Last-Event-ID': String(seen?.eventId),
    });
    open.push({ userId: user.id, stream: again });
    expect((await events(again, 1))[0]).toMatchObject({ id: missed, title: '断线期间' });
  });
});
