import type { StationMessage } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { messageCenterFor, seedDemoMessages } from '..';
import { addUser, inbox, type AddedUser } from './helpers';

const MESSAGES = '/api/sandbox/admin/messages';
const ANNOUNCEMENTS = '/api/sandbox/admin/announcements';

let api: TestApi;
let alice: AddedUser;

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const CHINESE_CHARACTER = /[\u4e00-\u9fa5]/;

const inboxOf = (token: string, type?: string, headers?: Record<string, string>) => inbox(api, token, type, headers);

beforeAll(async () => {
  api = await startTestApi();
  alice = await addUser(api.database);
});
afterAll(() => api.close());

describe('POST /api/sandbox/admin/messages', () => {
  it.each([
    ['user_id', () => ({ user_id: alice.id })],
    ['phone', () => ({ phone: alice.phone })],
  ])('sends a station message to the user named by %s', async (_case, recipient) => {
    const title = `按 ${_case} 发送`;
    const answer = await api.call('POST', MESSAGES, { body: { ...recipient(), title, content: '<p>内容</p>' } });
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { id: expect.any(String) } } });
    const [newest] = await inboxOf(alice.token);
    expect(newest).toMatchObject({ id: (answer.body.data as { id: string }).id, title, read: false });
  });

  it.each([
    ['no recipient', { title: 't', content: 'c' }, 400, 3001, '请指定收件用户（user_id 或 phone）'],
    ['an unknown user id', { user_id: 'nobody', title: 't', content: 'c' }, 404, 3002, '收件用户不存在'],
    ['an unknown phone', { phone: '13700000000', title: 't', content: 'c' }, 404, 3002, '收件用户不存在'],
    ['a malformed phone', { phone: '12345', title: 't', content: 'c' }, 400, 1001, '参数 phone 格式不正确'],
    ['a missing title', { phone: '13900000001', content: 'c' }, 400, 1001, '缺少参数 title'],
    ['an empty title', { phone: '13900000001', title: '', content: 'c' }, 400, 1001, '参数 title 不足最小限制'],
    [
      'a content too long',
      { phone: '13900000001', title: 't', content: 'x'.repeat(10_001) },
      400,
      1001,
      '参数 content 超过限制',
    ],
    ['a wrong type', { phone: '13900000001', title: ['a', 'b'], content: 'c' }, 400, 1001, '参数 title 类型不正确'],
  ])('answers %s with %s', async (_case, body, status, code, message) => {
    const before = (await inboxOf(alice.token)).length;
    expect(await api.call('POST', MESSAGES, { body })).toMatchObject({ status, body: { code, message, data: null } });
    expect(await inboxOf(alice.token)).toHaveLength(before);
  });
});

describe('POST /api/sandbox/admin/announcements', () => {
  it('posts an announcement every user sees', async () => {
    const answer = await api.call('POST', ANNOUNCEMENTS, { body: { title: '新功能上线', content: '<p>批量导出</p>' } });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    const later = await addUser(api.database);
    expect((await inboxOf(later.token, 'ANNOUNCEMENT')).map((message) => message.title)).toContain('新功能上线');
  });

  it.each([
    ['a missing content', { title: 't' }, '缺少参数 content'],
    ['a title too long', { title: '长'.repeat(101), content: 'c' }, '参数 title 超过限制'],
    ['an unknown field', { title: 't', content: 'c', user_id: 'x' }, '不支持的参数 user_id'],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    expect(await api.call('POST', ANNOUNCEMENTS, { body })).toMatchObject({
      status: 400,
      body: { code: 1001, message, data: null },
    });
  });
});

describe('seedDemoMessages', () => {
  it('adds Chinese station messages, some read, and an announcement, once', async () => {
    const demo = await addUser(api.database);
    await seedDemoMessages(messageCenterFor(api.database), demo.id);
    await seedDemoMessages(messageCenterFor(api.database), demo.id);
    const own = await inboxOf(demo.token);
    expect(own.length).toBe(4);
    expect(own.filter((message) => message.read)).toHaveLength(2);
    own.forEach((message) => expect(message.title).toMatch(/[\u4e00-\u9fa5]/));
    expect((await inboxOf(demo.token, 'ANNOUNCEMENT')).map((message) => message.title)).toContain('系统维护公告');
  });

  it('reads wholly in English for an English reader: titles and contents, the announcement too', async () => {
    const demo = await addUser(api.database);
    await seedDemoMessages(messageCenterFor(api.database), demo.id);
    const own = await inboxOf(demo.token, 'STATION_MSG', ENGLISH);
    expect(own.map((message) => message.title)).toEqual([
      'Card spending alert',
      'Card opened',
      'Wallet top-up credited',
      'Welcome aboard',
    ]);
    const maintenance = (await inboxOf(demo.token, 'ANNOUNCEMENT', ENGLISH)).find(
      (message) => message.title === 'Scheduled maintenance',
    );
    expect(maintenance).toBeDefined();
    for (const { title, content } of [...own, maintenance as StationMessage])
      expect(title + content).not.toMatch(CHINESE_CHARACTER);
    expect(own.find((message) => message.title === 'Card spending alert')?.content).toBe(
      '<p>Your virtual card (ending 4821) was just charged <strong>25.99 USD</strong> at AMAZON.COM. ' +
        'If this was not you, freeze the card at once.</p>',
    );
    const announcement = await api.call('GET', `/api/v1/msg-center/announcement/${maintenance?.id}`, {
      token: demo.token,
      headers: ENGLISH,
    });
    expect(announcement.body.data).toMatchObject({ title: 'Scheduled maintenance' });
    expect(announcement.headers.get('vary')).toMatch(/Accept-Language/i);
  });
});
