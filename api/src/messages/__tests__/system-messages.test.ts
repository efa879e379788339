import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { failureMessage } from '../../wallet/batch/batch-message';
import type { JobRow } from '../../wallet/batch/batch-jobs';
import { createUser, type TestUser } from '../../wallet/__tests__/helpers';
import { messageCenterFor } from '..';
import { connectSse, type SseConnection } from './sse-client';

const ADMIN_TOKEN = 'operator-key-0123456789abcdef0123456789';
const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9,zh-CN;q=0.8' };
const CHINESE = { 'Accept-Language': 'zh-CN,zh;q=0.9' };

let api: SocketTestApi;
const open: SseConnection[] = [];
beforeAll(async () => {
  api = await startTestApi({ mode: 'production', config: { adminToken: ADMIN_TOKEN }, socket: true });
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

type User = TestUser;
interface Listed {
  id: string;
  title: string;
  content: string;
}

async function listed(user: User, headers: Record<string, string>) {
  const answer = await api.call('GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=10&type=STATION_MSG', {
    token: user.token,
    headers,
  });
  expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
  return (answer.body.data as { list: Listed[] }).list.map(({ title, content }) => ({ title, content }));
}

async function stream(user: User, headers: Record<string, string>, lastEventId?: string) {
  const connection = await connectSse(`${api.origin}/api/v1/events`, {
    Authorization: `Bearer ${user.token}`,
    ...headers,
    ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
  });
  open.push(connection);
  return connection;
}

const eventText = async (connection: SseConnection) => {
  const { data } = await connection.nextEvent();
  return { title: data.title, content: data.content };
};

/** A customer's pending top-up of 25 USD, decided by an operator while a Chinese and an English stream are open. */
async function decidedTopUp(decision: 'approve' | 'reject') {
  const user = await createUser(api.database);
  const asked = await api.call('POST', '/api/v1/balance/top-up', {
    token: user.token,
    body: { amount: 25, currency: 'USD' },
  });
  const { id } = asked.body.data as { id: string };
  const [zhStream, enStream] = [await stream(user, CHINESE), await stream(user, ENGLISH)];
  const decided = await api.call('POST', `/api/admin/top-up-requests/${id}/${decision}`, { token: ADMIN_TOKEN });
  expect(decided.status).toBe(200);
  return { user, zh: await eventText(zhStream), en: await eventText(enStream) };
}

describe('the station messages the system writes answer in the reader’s language', () => {
  it('an approved top-up: list and live event in Chinese and in English', async () => {
    const { user, zh, en } = await decidedTopUp('approve');
    const chinese = { title: '充值已到账', content: '<p>您申请的 25.00 USD 充值已审核通过，已存入钱包。</p>' };
    const english = {
      title: 'Top-up credited',
      content: '<p>Your top-up of 25.00 USD was approved and credited to your wallet.</p>',
    };
    expect(await listed(user, CHINESE)).toEqual([chinese]);
    expect(await listed(user, ENGLISH)).toEqual([english]);
    expect(await listed(user, {})).toEqual([chinese]);
    expect(zh).toEqual(chinese);
    expect(en).toEqual(english);
  });

  it('a rejected top-up: list and live event in Chinese and in English', async () => {
    const { user, zh, en } = await decidedTopUp('reject');
    const chinese = { title: '充值未通过', content: '<p>您申请的 25.00 USD 充值未通过审核，如有疑问请联系客服。</p>' };
    const english = {
      title: 'Top-up not approved',
      content:
        '<p>Your top-up of 25.00 USD was not approved. If you have questions, please contact customer service.</p>',
    };
    expect(await listed(user, CHINESE)).toEqual([chinese]);
    expect(await listed(user, ENGLISH)).toEqual([english]);
    expect(zh).toEqual(chinese);
    expect(en).toEqual(english);
  });

  it('a batch with failed cards: reasons translated, values escaped into the HTML, live and replayed', async () => {
    const user = await createUser(api.database);
    const job = { quantity: 3, success_count: 1, fail_count: 2 } as JobRow;
    const failed = [
      { seq: 2, last4: '4821', reason: '钱包余额不足' },
      { seq: 3, last4: null, reason: '<b>卡组织拒绝</b>' },
    ];
    const [zhStream, enStream] = [await stream(user, CHINESE), await stream(user, ENGLISH)];
    await messageCenterFor(api.database).sendStationMessage(user.id, failureMessage(job, failed));
    const chinese = {
      title: '批量开卡失败2张',
      content:
        '<p>批量开卡共 3 张，成功 1 张，失败 2 张。失败的卡片不收费，已扣的费用均已退回钱包。</p><p>失败原因：</p>' +
        '<ol><li>第 2 张（尾号 4821）：钱包余额不足</li><li>第 3 张：&lt;b&gt;卡组织拒绝&lt;/b&gt;</li></ol>',
    };
    const english = {
      title: 'Batch card opening: 2 failed',
      content:
        '<p>Cards in the batch: 3, opened: 1, failed: 2. Failed cards are not charged; their fees were ' +
        'returned to your wallet.</p><p>Reasons:</p>' +
        '<ol><li>Card 2 (ending 4821): The wallet balance is not enough</li>' +
        '<li>Card 3: &lt;b&gt;卡组织拒绝&lt;/b&gt;</li></ol>',
    };
    expect(await listed(user, CHINESE)).toEqual([chinese]);
    expect(await listed(user, ENGLISH)).toEqual([english]);
    expect(await eventText(zhStream)).toEqual(chinese);
    expect(await eventText(enStream)).toEqual(english);
    // A reconnecting English stream gets the missed message in English too.
    expect(await eventText(await stream(user, ENGLISH, '0'))).toEqual(english);
  });

  it('a FREEZE event carries its title in the stream’s language', async () => {
    const user = await createUser(api.database);
    const [zhStream, enStream] = [await stream(user, CHINESE), await stream(user, ENGLISH)];
    await messageCenterFor(api.database).notifyWalletStatus(user.id);
    expect((await zhStream.nextEvent()).data).toMatchObject({ type: 'FREEZE', title: '钱包状态已变更' });
    expect((await enStream.nextEvent()).data).toMatchObject({ type: 'FREEZE', title: 'The wallet status has changed' });
  });

  it('keeps the stored text of a message without a template key (older rows, merchant texts)', async () => {
    const user = await createUser(api.database);
    await api.database.kysely
      .insertInto('messages')
      .values({
        id: 'older-row',
        user_id: user.id,
        type: 'STATION_MSG',
        title: '开卡成功',
        content: '<p>您的虚拟卡已开通。</p>',
        status: 'success',
        created_at: Date.now() - 1000,
      })
      .execute();
    await messageCenterFor(api.database).sendStationMessage(user.id, {
      title: '商户通知',
      content: '<p>商户写的内容</p>',
    });
    const stored = [
      { title: '商户通知', content: '<p>商户写的内容</p>' },
      { title: '开卡成功', content: '<p>您的虚拟卡已开通。</p>' },
    ];
    expect(await listed(user, ENGLISH)).toEqual(stored);
    expect(await listed(user, CHINESE)).toEqual(stored);
    const replayed = await stream(user, ENGLISH, '0');
    expect(await eventText(replayed)).toEqual(stored[0]);
  });
});
