import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser, openSettledCard, setIssuer, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 0);
});
afterAll(() => api.close());

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const CHINESE = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
const HAN = /[\u4e00-\u9fff]/;

interface Page<T> {
  list: T[];
}

async function list<T>(token: string, url: string, headers: Record<string, string>): Promise<T[]> {
  const { body, headers: answered } = await api.call('GET', url, { token, headers });
  expect(body.code).toBe(0);
  expect(answered.get('vary')).toContain('Accept-Language');
  return (body.data as Page<T>).list;
}

describe('texts stored with rows are answered in the reader’s language', () => {
  it('wallet remarks: 开卡充值 and 开卡手续费（含首充手续费） in Chinese, in English for a reader of English', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    await openSettledCard(api, user.token, 20);
    const url = '/api/v1/balance/transactions?page=1&page_size=20';
    const remarks = async (headers: Record<string, string>) =>
      (await list<{ type: string; remark: string }>(user.token, url, headers))
        .filter((row) => row.type !== 'ADMIN_RECHARGE_IN')
        .map((row) => row.remark);

    expect((await remarks(CHINESE)).sort()).toEqual(['开卡充值', '开卡手续费（含首充手续费）']);
    expect((await remarks(ENGLISH)).sort()).toEqual([
      'Card opening fee (first top-up fee included)',
      'First top-up of a new card',
    ]);
  });

  it('product names: 美元虚拟卡 in Chinese, USD virtual card in English, every product known', async () => {
    const user = await createUser(api.database);
    const names = async (headers: Record<string, string>) => {
      const { body } = await api.call('GET', '/api/v1/card/opened-available', { token: user.token, headers });
      return new Map((body.data as { products: { id: string; name: string }[] }).products.map((p) => [p.id, p.name]));
    };
    const chinese = await names(CHINESE);
    const english = await names(ENGLISH);
    expect(chinese.get('usd-standard')).toBe('美元虚拟卡');
    expect(english.get('usd-standard')).toBe('USD virtual card');
    expect([...english.keys()]).toEqual([...chinese.keys()]);
    for (const name of english.values()) expect(name).not.toMatch(HAN);
  });

  it('the reason of a refused card purchase follows the reader’s language', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const card = await openSettledCard(api, user.token, 20);
    await api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, {
      body: { amount: 500, merchant_name: 'Shop' },
    });
    const url = `/api/v1/card/${card.id}/transactions?page=1&page_size=20`;
    const refused = async (headers: Record<string, string>) =>
      (await list<{ reason: string | null }>(user.token, url, headers)).find((row) => row.reason !== null)?.reason;
    expect(await refused(CHINESE)).toBe('卡片余额不足');
    expect(await refused(ENGLISH)).toBe('The card balance is not enough');
  });
});

describe('the sandbox’s own wallet notes', () => {
  it('the demo wallet and a sandbox administrator’s top-up read in English for a reader of English', async () => {
    const { seedDemoWallet } = await import('..');
    const user = await createUser(api.database);
    await seedDemoWallet(api.database, user.id);
    const admin = await api.call('POST', '/api/sandbox/admin/wallet/top-up', {
      body: { user_id: user.id, currency: 'USD', amount: '5' },
    });
    expect(admin.body.code).toBe(0);
    const url = '/api/v1/balance/transactions?page=1&page_size=100';
    const remarks = (await list<{ remark: string }>(user.token, url, ENGLISH)).map((row) => row.remark);
    expect(remarks).toEqual(expect.arrayContaining(['Demo top-up', 'Top-up by the sandbox administrator']));
    for (const remark of remarks) expect(remark).not.toMatch(HAN);
    const chinese = (await list<{ remark: string }>(user.token, url, CHINESE)).map((row) => row.remark);
    expect(chinese).toEqual(expect.arrayContaining(['演示充值', '沙盒管理员充值']));
  });
});
