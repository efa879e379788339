import type { Announcement } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { messageCenterFor } from '..';
import { addUser, type AddedUser } from './helpers';

const ANNOUNCEMENT = '/api/v1/msg-center/announcement';
const READ = '/api/v1/msg-center/station-msg/read-status';
const POSTED = Date.UTC(2024, 4, 20, 8, 30);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let api: TestApi;
let alice: AddedUser;
let bob: AddedUser;
let announcementId: string;
let alicesMessageId: string;

const get = (id: string, token?: string) => api.call('GET', `${ANNOUNCEMENT}/${id}`, { token });

beforeAll(async () => {
  api = await startTestApi();
  [alice, bob] = [await addUser(api.database), await addUser(api.database)];
  const { store } = messageCenterFor(api.database);
  const { kysely } = api.database;
  const content = '<h2>维护通知</h2><p>系统将于今晚升级。</p>';
  announcementId = (await store.insert(kysely, null, { title: '系统维护公告', content }, POSTED)).id;
  alicesMessageId = (
    await store.insert(kysely, alice.id, { title: 'Alice 的消息', content: '<p>仅 Alice 可见</p>' }, POSTED)
  ).id;
});
afterAll(() => api.close());

describe('GET /api/v1/msg-center/announcement/{id}', () => {
  it('answers the announcement with its HTML content and the user own read flag', async () => {
    const { status, body } = await get(announcementId, alice.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0 });
    expect(body.data).toEqual<Announcement>({
      id: announcementId,
      title: '系统维护公告',
      content: '<h2>维护通知</h2><p>系统将于今晚升级。</p>',
      created_at: new Date(POSTED).toISOString(),
      read: false,
    });
  });

  it('shows read once this user has marked it read, and only for this user', async () => {
    await api.call('PUT', READ, { token: bob.token, body: { id: announcementId } });
    expect(((await get(announcementId, bob.token)).body.data as Announcement).read).toBe(true);
    expect(((await get(announcementId, alice.token)).body.data as Announcement).read).toBe(false);
  });

  it('answers an unknown id with 404 and code 1004', async () => {
    const answer = await get(UNKNOWN_ID, alice.token);
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, message: '请求的资源不存在', data: null } });
  });

  it.each([
    ['its owner', () => alice.token],
    ['another user', () => bob.token],
  ])('answers a station message id with 404 and code 1004, asked by %s', async (_case, token) => {
    const answer = await get(alicesMessageId, token());
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, message: '请求的资源不存在', data: null } });
    expect(JSON.stringify(answer.body)).not.toContain('Alice');
  });

  it.each([
    ['an id too long', () => `${announcementId}0`],
    ['a much longer id', () => 'a'.repeat(90)],
    ['an id of the wrong format', () => 'not-an-announcement'],
  ])('answers %s with 400 and code 1001', async (_case, id) => {
    const answer = await get(id(), alice.token);
    expect(answer).toMatchObject({ status: 400, body: { code: 1001, message: '参数 id 格式不正确', data: null } });
  });

  it('answers 401 and code 605 without a token', async () => {
    expect(await get(announcementId)).toMatchObject({ status: 401, body: { code: 605, data: null } });
  });
});
