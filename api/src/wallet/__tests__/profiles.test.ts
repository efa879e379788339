import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { NAME_MESSAGE } from '../profiles/profile-store';
import { createUser, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ID_NUMBER = '110101199003071233';
const PROFILE = {
  name: 'Zhang San',
  id_number: ID_NUMBER,
  phone_prefix: '86',
  phone: '13912345678',
  website: 'https://shop.example.com',
};

const put = (token: string, body: unknown) => api.call('PUT', '/api/v1/cardholder-profile', { token, body });
const get = async (token: string) =>
  ((await api.call('GET', '/api/v1/cardholder-profile', { token })).body.data as { profile: unknown }).profile;

describe('the cardholder profile', () => {
  it('is null before it is given, then shown with the ID number masked', async () => {
    const user = await createUser(api.database);
    expect(await get(user.token)).toBeNull();
    const saved = await put(user.token, PROFILE);
    expect(saved.body).toMatchObject({
      code: 0,
      data: { name: 'Zhang San', id_number_masked: '110***********1233', phone_prefix: '86', phone: '13912345678' },
    });
    expect(JSON.stringify(await get(user.token))).not.toContain(ID_NUMBER);
    expect(await get(user.token)).toMatchObject({ id_number_masked: '110***********1233' });
  });

  it('is corrected by giving it again', async () => {
    const user = await createUser(api.database);
    await put(user.token, PROFILE);
    await put(user.token, { ...PROFILE, phone_prefix: '852', phone: '91234567', website: 'http://hk.example.com' });
    expect(await get(user.token)).toMatchObject({
      phone_prefix: '852',
      phone: '91234567',
      website: 'http://hk.example.com',
    });
  });

  it("is never another customer's", async () => {
    const owner = await createUser(api.database);
    const other = await createUser(api.database);
    await put(owner.token, PROFILE);
    expect(await get(other.token)).toBeNull();
  });

  it.each([
    ['a Chinese name', { name: '张三' }, NAME_MESSAGE],
    ['a name with digits', { name: 'Zhang 3' }, NAME_MESSAGE],
    ['an ID number with a wrong check code', { id_number: '110101199003071234' }, '请输入正确的身份证号码'],
    ['an ID number too short', { id_number: '11010119900307123' }, '请输入正确的身份证号码'],
    ['a bad mainland phone', { phone: '12345678901' }, '手机号格式有误'],
    ['a bad Hong Kong phone', { phone_prefix: '852', phone: '12345678' }, '您的手机号格式有误'],
    ['a website without http', { website: 'shop.example.com' }, '请输入url地址'],
    ['an ftp website', { website: 'ftp://shop.example.com' }, '请输入url地址'],
  ])('refuses %s with its message', async (_case, change, message) => {
    const user = await createUser(api.database);
    expect((await put(user.token, { ...PROFILE, ...change })).body).toMatchObject({ code: 4090, message });
    expect(await get(user.token)).toBeNull();
  });
});

describe('a product that needs the profile', () => {
  it('opens no card, single or batch, until the profile is on file', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 1000);
    const open = () =>
      api.call('POST', '/api/v1/card', { token: user.token, body: { product_id: 'usd-premium', amount: 50 } });
    const batch = () =>
      api.call('POST', '/api/v1/batch-create-card', {
        token: user.token,
        body: { product_id: 'usd-premium', quantity: 2, amount: 50 },
      });
    expect((await open()).body).toMatchObject({ code: 4091, message: '请先填写持卡人资料' });
    expect((await batch()).body.code).toBe(4091);
    await put(user.token, PROFILE);
    expect((await open()).body.code).toBe(0);
  });

  it('does not hold up the products that do not need it', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 100);
    const opened = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    expect(opened.body.code).toBe(0);
  });
});
