import { MERCHANT_COLOR_CODES, type Agreement, type AgreementTitle, type Merchant } from '@portal/shared/contract';
import { readConfig } from '../../config';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { ensureMerchant } from '../merchant-store';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const svg = (url: string) => Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('GET /api/v1/merchant', () => {
  it('answers every branding field, created from the config on first start', async () => {
    const { status, body } = await api.call('GET', '/api/v1/merchant');
    expect(status).toBe(200);
    const merchant = body.data as Merchant;
    expect(merchant).toEqual({
      title: '星河卡包',
      color: 'MERCHANT_COLOR_BLUE',
      dark_logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      light_logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      favicon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      icp: '京ICP备00000000号',
      website: 'https://cards.example.com',
      version: '2024',
    });
    expect(MERCHANT_COLOR_CODES).toContain(merchant.color);
    expect(svg(merchant.favicon)).toMatch(/<svg[^>]*>.*fill="#3399FF".*>星<\/text>/);
    expect(svg(merchant.dark_logo)).toContain('星河卡包');
  });
});

describe('agreements', () => {
  it('lists the two seeded agreements, user agreement first', async () => {
    const { body } = await api.call('GET', '/api/v1/merchant/user-agreement/title');
    expect(body).toMatchObject({ code: 0 });
    expect((body.data as AgreementTitle[]).map((item) => item.title)).toEqual(['《用户服务协议》', '《隐私政策》']);
  });

  it('answers each agreement with its HTML text', async () => {
    const titles = (await api.call('GET', '/api/v1/merchant/user-agreement/title')).body.data as AgreementTitle[];
    for (const { id, title } of titles) {
      const { status, body } = await api.call('GET', `/api/v1/merchant/user-agreement/${id}`);
      expect(status).toBe(200);
      const agreement = body.data as Agreement;
      expect(agreement).toMatchObject({ id, title });
      expect(agreement.text.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers an unknown id with 404 and code 1004', async () => {
    const answer = await api.call('GET', '/api/v1/merchant/user-agreement/no-such-agreement');
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, message: '请求的资源不存在', data: null } });
  });

  it.each([
    ['a malformed id', 'a.b%20c'],
    ['an id too long', 'x'.repeat(65)],
  ])('answers %s with 400 and code 1001', async (_case, id) => {
    const answer = await api.call('GET', `/api/v1/merchant/user-agreement/${id}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 1001, data: null } });
  });
});

describe('PUT /api/sandbox/admin/merchant', () => {
  it('changes the branding, and GET /api/v1/merchant shows it with matching logos', async () => {
    const changes = {
      title: '蓝海支付',
      color: 'MERCHANT_COLOR_RED',
      website: 'https://pay.example.cn',
      version: '2021',
    };
    const { status, body } = await api.call('PUT', '/api/sandbox/admin/merchant', { body: changes });
    expect(status).toBe(200);
    expect(body.data).toMatchObject(changes);
    const merchant = (await api.call('GET', '/api/v1/merchant')).body.data as Merchant;
    expect(merchant).toMatchObject({ ...changes, icp: '京ICP备00000000号' });
    expect(svg(merchant.favicon)).toMatch(/fill="#F75346".*>蓝<\/text>/);
    expect(svg(merchant.light_logo)).toContain('蓝海支付');
  });

  it('keeps the edited branding when the server starts again', async () => {
    await ensureMerchant(api.database, readConfig({}).merchant);
    expect((await api.call('GET', '/api/v1/merchant')).body.data).toMatchObject({ title: '蓝海支付' });
  });

  it('escapes markup in the title inside the logos', async () => {
    await api.call('PUT', '/api/sandbox/admin/merchant', { body: { title: '<b>&"卡' } });
    const merchant = (await api.call('GET', '/api/v1/merchant')).body.data as Merchant;
    expect(svg(merchant.dark_logo)).toContain('&#60;b&#62;&#38;&#34;卡');
    await api.call('PUT', '/api/sandbox/admin/merchant', { body: { title: '蓝海支付' } });
  });

  it.each([
    ['a colour not among the five', { color: 'MERCHANT_COLOR_GREEN' }, '参数 color 格式不正确'],
    ['a wrong type', { title: { text: '卡' } }, '参数 title 类型不正确'],
    ['a title too long', { title: '卡'.repeat(41) }, '参数 title 超过限制'],
    ['a website without http', { website: 'ftp://example.com' }, '参数 website 格式不正确'],
    ['a version that is not a year', { version: '24' }, '参数 version 格式不正确'],
    ['an unknown field', { logo: 'x' }, '不支持的参数 logo'],
  ])('answers %s with 400, code 1001 and changes nothing', async (_case, body, message) => {
    const before = (await api.call('GET', '/api/v1/merchant')).body.data;
    expect(await api.call('PUT', '/api/sandbox/admin/merchant', { body })).toMatchObject({
      status: 400,
      body: { code: 1001, message, data: null },
    });
    expect((await api.call('GET', '/api/v1/merchant')).body.data).toEqual(before);
  });
});

describe('PUT /api/sandbox/admin/merchant/service', () => {
  it('records that the service is closed, and open again', async () => {
    const serviceClosed = async () =>
      (
        await api.database.kysely
          .selectFrom('merchant')
          .select('service_closed')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow()
      ).service_closed;
    expect(await api.call('PUT', '/api/sandbox/admin/merchant/service', { body: { closed: true } })).toMatchObject({
      status: 200,
      body: { code: 0, data: { closed: true } },
    });
    expect(await serviceClosed()).toBe(1);
    await api.call('PUT', '/api/sandbox/admin/merchant/service', { body: { closed: false } });
    expect(await serviceClosed()).toBe(0);
  });
});

describe('production mode', () => {
  it('answers every sandbox path of this module with 404, and the public calls still work', async () => {
    const production = await startTestApi({ mode: 'production' });
    try {
      const body = { title: 't', content: 'c', phone: '13900000001', color: 'MERCHANT_COLOR_RED', closed: true };
      for (const [method, url] of [
        ['POST', '/api/sandbox/admin/announcements'],
        ['POST', '/api/sandbox/admin/messages'],
        ['PUT', '/api/sandbox/admin/merchant'],
        ['PUT', '/api/sandbox/admin/merchant/service'],
      ] as const) {
        expect(await production.call(method, url, { body })).toMatchObject({ status: 404, body: { code: 1004 } });
      }
      expect((await production.call('GET', '/api/v1/merchant')).body.data).toMatchObject({ title: '星河卡包' });
    } finally {
      await production.close();
    }
  });
});
