import { startTestApi, type TestApi } from '../../__tests__/test-api';

let api: TestApi;
beforeAll(async () => (api = await startTestApi()));
afterAll(() => api.close());

const create = (body: unknown) => api.call('POST', '/api/sandbox/admin/customers', { body });
const signIn = (body: unknown) => api.call('POST', '/api/v1/account/login', { body });

describe('POST /api/sandbox/admin/customers', () => {
  it('makes a customer who signs in by phone and by the bound e-mail, with nothing sent', async () => {
    const made = await create({ phone: '13600000001', password: 'Passw0rd1', email: 'Made@Example.com' });
    expect(made).toMatchObject({ status: 200, body: { code: 0, data: { user_id: expect.any(String) } } });
    const byPhone = await signIn({ password: 'Passw0rd1', phone_info: { phone: '13600000001', phone_prefix: '86' } });
    expect(byPhone.body).toMatchObject({ code: 0, data: { email: true } });
    expect((await signIn({ password: 'Passw0rd1', email: 'made@example.com' })).body.code).toBe(0);
    const sent = await api.call('GET', '/api/sandbox/outbox?to=13600000001');
    expect(sent.body.data).toEqual([]);
  });

  it('makes a customer without an e-mail, who is then asked to bind one', async () => {
    await create({ phone: '13600000002', password: 'Passw0rd1' });
    const login = await signIn({ password: 'Passw0rd1', phone_info: { phone: '13600000002', phone_prefix: '86' } });
    expect(login.body.data).toMatchObject({ email: false });
  });

  it.each([
    ['a registered phone', { phone: '13600000001', password: 'Passw0rd1' }, 409, 2003],
    ['a bound e-mail', { phone: '13600000003', password: 'Passw0rd1', email: 'made@example.com' }, 409, 2007],
    ['a weak password', { phone: '13600000004', password: 'password' }, 400, 2004],
    ['a bad phone', { phone: '12345', password: 'Passw0rd1' }, 400, 1001],
    ['an unknown field', { phone: '13600000005', password: 'Passw0rd1', admin: true }, 400, 1001],
  ])('refuses %s and makes nobody', async (_case, body, status, code) => {
    expect(await create(body)).toMatchObject({ status, body: { code } });
    const phone = (body as { phone: string }).phone;
    if (phone !== '13600000001') {
      const login = await signIn({ password: 'Passw0rd1', phone_info: { phone, phone_prefix: '86' } });
      expect(login.body.code).not.toBe(0);
    }
  });

  it('does not exist in production mode', async () => {
    const production = await startTestApi({ mode: 'production' });
    try {
      expect(
        await production.call('POST', '/api/sandbox/admin/customers', {
          body: { phone: '13600000009', password: 'Passw0rd1' },
        }),
      ).toMatchObject({ status: 404 });
    } finally {
      await production.close();
    }
  });
});
