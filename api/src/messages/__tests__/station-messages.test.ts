import { randomUUID } from 'node:crypto';
import type { Page, StationMessage } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { messageCenterFor } from '..';
import { inTransaction } from '../../db/transaction';
import { addUser, type AddedUser } from './helpers';

const LIST = '/api/v1/msg-center/station-msg/list';
const READ = '/api/v1/msg-center/station-msg/read-status';
const UNREAD = '/api/v1/msg-center/station-msg/unread-quantity';
const START = Date.UTC(2024, 0, 1);
const ANNOUNCED = [5, 15, 25];

let api: TestApi;
let alice: AddedUser;
let bob: AddedUser;

async function list(token: string, query: string): Promise<Page<StationMessage>> {
  const { status, body } = await api.call('GET', `${LIST}?${query}`, { token });
  expect(status).toBe(200);
  return body.data as Page<StationMessage>;
}
const titles = (page: Page<StationMessage>) => page.list.map((message) => message.title);
const unread = async (token: string) =>
  ((await api.call('GET', UNREAD, { token })).body.data as { count: number }).count;
const find = async (token: string, title: string) =>
  (await list(token, 'page=1&page_size=100')).list.find((message) => message.title === title);

beforeAll(async () => {
  api = await startTestApi();
  [alice, bob] = [await addUser(api.database), await addUser(api.database)];
  const { store } = messageCenterFor(api.database);
  // 28 messages a minute apart: announcements at 5, 15 and 25, Alice's station messages otherwise.
  for (let i = 1; i <= 28; i++) {
    const announced = ANNOUNCED.includes(i);
    const title = `${announced ? '公告' : '消息'} ${i}`;
    const owner = announced ? null : alice.id;
    await store.insert(api.database.kysely, owner, { title, content: `<p>${title} 的内容</p>` }, START + i * 60_000);
  }
  await store.insert(
    api.database.kysely,
    bob.id,
    { title: 'Bob 的消息', content: '<p>仅 Bob 可见</p>' },
    START + 30 * 60_000,
  );
});
afterAll(() => api.close());

describe('GET /api/v1/msg-center/station-msg/list', () => {
  it('pages the user own station messages and the announcements, newest first', async () => {
    const first = await list(alice.token, 'page=1&page_size=10');
    expect(first).toMatchObject({ total: 28, page: 1, page_size: 10 });
    expect(titles(first)).toEqual([
      '消息 28',
      '消息 27',
      '消息 26',
      '公告 25',
      '消息 24',
      '消息 23',
      '消息 22',
      '消息 21',
      '消息 20',
      '消息 19',
    ]);
    expect(first.list[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'STATION_MSG',
      title: '消息 28',
      content: '<p>消息 28 的内容</p>',
      read: false,
      created_at: new Date(START + 28 * 60_000).toISOString(),
    });
    expect(first.list[3]?.type).toBe('ANNOUNCEMENT');
    const last = await list(alice.token, 'page=3&page_size=10');
    expect(titles(last)).toEqual(['消息 8', '消息 7', '消息 6', '公告 5', '消息 4', '消息 3', '消息 2', '消息 1']);
    expect(await list(alice.token, 'page=4&page_size=10')).toEqual({ list: [], total: 28, page: 4, page_size: 10 });
  });

  it('filters by type', async () => {
    const announcements = await list(alice.token, 'page=1&page_size=100&type=ANNOUNCEMENT');
    expect(announcements.total).toBe(3);
    expect(titles(announcements)).toEqual(['公告 25', '公告 15', '公告 5']);
    const own = await list(alice.token, 'page=2&page_size=20&type=STATION_MSG');
    expect(own.total).toBe(25);
    expect(titles(own)).toEqual(['消息 6', '消息 4', '消息 3', '消息 2', '消息 1']);
  });

  it("never shows another user's station messages", async () => {
    const bobs = await list(bob.token, 'page=1&page_size=100');
    expect(titles(bobs)).toEqual(['Bob 的消息', '公告 25', '公告 15', '公告 5']);
    expect(titles(await list(alice.token, 'page=1&page_size=100'))).not.toContain('Bob 的消息');
  });

  it.each([
    ['a missing page', 'page_size=10', '缺少参数 page'],
    ['page 0', 'page=0&page_size=10', '参数 page 不足最小限制'],
    ['page_size 1000', 'page=1&page_size=1000', '参数 page_size 超过限制'],
    ['page_size 0', 'page=1&page_size=0', '参数 page_size 不足最小限制'],
    ['a page that is not a number', 'page=abc&page_size=10', '参数 page 类型不正确'],
    ['an unknown type', 'page=1&page_size=10&type=SYSTEM', '参数 type 格式不正确'],
    ['an unknown parameter', 'page=1&page_size=10&sort=asc', '不支持的参数 sort'],
  ])('answers %s with 400 and code 1001', async (_case, query, message) => {
    const answer = await api.call('GET', `${LIST}?${query}`, { token: alice.token });
    expect(answer).toMatchObject({ status: 400, body: { code: 1001, message, data: null } });
  });

  // How fast these reads are is measured by `pnpm --filter @portal/api bench` (unread count over a seeded inbox).
  it("pages through thousands of rows newest first, with no one else's, and counts them all", async () => {
    const crowd = await addUser(api.database);
    const others = Array.from({ length: 1000 }, () => randomUUID());
    const message = (userId: string, title: string, createdAt: number) => ({
      id: randomUUID(),
      user_id: userId,
      type: 'STATION_MSG',
      title,
      content: '<p>x</p>',
      status: 'success',
      created_at: createdAt,
    });
    const rows = [
      ...Array.from({ length: 5000 }, (_, i) => message(crowd.id, `批量 ${i}`, START + i)),
      ...others.map((other) => message(other, '他人', START)),
    ];
    // A thousand rows a statement: one round trip each, on either database.
    await inTransaction(api.database, async (trx) => {
      for (let from = 0; from < others.length; from += 1000) {
        const users = others.slice(from, from + 1000);
        await trx
          .insertInto('users')
          .values(
            users.map((id, n) => ({
              id,
              phone: `1370${String(from + n).padStart(7, '0')}`,
              password_hash: 'x',
              created_at: START,
            })),
          )
          .execute();
      }
      for (let from = 0; from < rows.length; from += 1000) {
        await trx
          .insertInto('messages')
          .values(rows.slice(from, from + 1000))
          .execute();
      }
    });
    // Page 60 holds rows 2951 to 3000 from the newest; the three announcements of the seed are newer
    // than all of the crowd's messages, so row r is 批量 (4999 - (r - 1 - 3)).
    const deep = await list(crowd.token, 'page=60&page_size=50');
    expect(deep.list.map((message) => message.title)).toEqual(
      Array.from({ length: 50 }, (_, index) => `批量 ${4999 - (2950 + index - 3)}`),
    );
    expect(await unread(crowd.token)).toBe(5003);
  });
});

describe('read status and the unread quantity', () => {
  it('counts the unread station messages and announcements', async () => {
    expect(await unread(alice.token)).toBe(28);
    expect(await unread(bob.token)).toBe(4);
  });

  it('marks one message read, idempotently, and the count follows', async () => {
    const message = await find(alice.token, '消息 27');
    for (let i = 0; i < 2; i++) {
      const answer = await api.call('PUT', READ, { token: alice.token, body: { id: message?.id } });
      expect(answer).toMatchObject({ status: 200, body: { code: 0, data: null } });
      expect(await unread(alice.token)).toBe(27);
    }
    expect((await find(alice.token, '消息 27'))?.read).toBe(true);
  });

  it('keeps the read status of an announcement per user', async () => {
    const announcement = await find(bob.token, '公告 25');
    await api.call('PUT', READ, { token: bob.token, body: { id: announcement?.id } });
    expect((await find(bob.token, '公告 25'))?.read).toBe(true);
    expect((await find(alice.token, '公告 25'))?.read).toBe(false);
    expect(await unread(bob.token)).toBe(3);
    expect(await unread(alice.token)).toBe(27);
  });

  it("answers 404 when user B marks user A's station message, and nothing changes", async () => {
    const message = await find(alice.token, '消息 26');
    const answer = await api.call('PUT', READ, { token: bob.token, body: { id: message?.id } });
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, data: null } });
    expect((await find(alice.token, '消息 26'))?.read).toBe(false);
    expect(await unread(alice.token)).toBe(27);
    expect(await unread(bob.token)).toBe(3);
  });

  it.each([
    ['a missing id', {}, 400, 1001, '缺少参数 id'],
    ['an id of the wrong type', { id: { value: 1 } }, 400, 1001, '参数 id 类型不正确'],
    ['an id of the wrong format', { id: 'not-a-message-id' }, 400, 1001, '参数 id 格式不正确'],
    ['an id too long', { id: 'a'.repeat(5000) }, 400, 1001, '参数 id 格式不正确'],
    ['an unknown id', { id: '00000000-0000-4000-8000-000000000000' }, 404, 1004, '请求的资源不存在'],
  ])('answers %s', async (_case, body, status, code, message) => {
    const answer = await api.call('PUT', READ, { token: alice.token, body });
    expect(answer).toMatchObject({ status, body: { code, message, data: null } });
  });
});

describe('signed-out calls', () => {
  it.each([
    ['GET', `${LIST}?page=1&page_size=10`],
    ['PUT', READ],
    ['GET', UNREAD],
  ])('%s %s answers 401 and code 605 without a token', async (method, url) => {
    const body = method === 'PUT' ? { id: '00000000-0000-4000-8000-000000000000' } : undefined;
    expect(await api.call(method, url, { body })).toMatchObject({ status: 401, body: { code: 605, data: null } });
  });
});

describe('PUT /api/v1/msg-center/station-msg/read-all', () => {
  const READ_ALL = '/api/v1/msg-center/station-msg/read-all';

  it('marks one type, then everything, read for this user only, and answers how many were unread', async () => {
    const carol = await addUser(api.database);
    const dave = await addUser(api.database);
    const { store } = messageCenterFor(api.database);
    await store.insert(api.database.kysely, carol.id, { title: 'Carol 一', content: '<p>一</p>' }, START + 40 * 60_000);
    await store.insert(api.database.kysely, carol.id, { title: 'Carol 二', content: '<p>二</p>' }, START + 41 * 60_000);
    const announcements = (await list(carol.token, 'page=1&page_size=100&type=ANNOUNCEMENT')).total;
    expect(await unread(carol.token)).toBe(announcements + 2);
    const daveBefore = await unread(dave.token);

    const byType = await api.call('PUT', READ_ALL, { token: carol.token, body: { type: 'ANNOUNCEMENT' } });
    expect(byType.body).toMatchObject({ code: 0, data: { marked: announcements } });
    expect(await unread(carol.token)).toBe(2);
    expect((await find(carol.token, 'Carol 一'))?.read).toBe(false);

    const everything = await api.call('PUT', READ_ALL, { token: carol.token, body: {} });
    expect(everything.body).toMatchObject({ code: 0, data: { marked: 2 } });
    expect(await unread(carol.token)).toBe(0);
    expect((await list(carol.token, 'page=1&page_size=100')).list.every((message) => message.read)).toBe(true);

    const again = await api.call('PUT', READ_ALL, { token: carol.token, body: {} });
    expect(again.body).toMatchObject({ code: 0, data: { marked: 0 } });
    expect(await unread(dave.token)).toBe(daveBefore);
  });

  it('needs a signed-in user and a known type', async () => {
    expect((await api.call('PUT', READ_ALL, { body: {} })).status).toBe(401);
    const erin = await addUser(api.database);
    const wrong = await api.call('PUT', READ_ALL, { token: erin.token, body: { type: 'EVERYTHING' } });
    expect(wrong.status).toBe(400);
  });
});
