import { Type } from '@sinclair/typebox';
import { createRequireUser } from '../auth/require-user';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSession, hashToken, revokeSession } from '../auth/sessions';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    extend: (app, database) => {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: Type.Object(
              { name: Type.String({ minLength: 1, maxLength: 8 }), count: Type.Integer({ minimum: 1 }) },
              { additionalProperties: false },
            ),
          },
        },
        async (request) => ok(request.body),
      );
      app.get('/api/test/boom', async () => {
        throw new Error('SELECT * FROM secret_table failed at line 3');
      });
      app.get('/api/test/conflict', async () => {
        throw new ApiFailure('conflict');
      });
      app.get('/api/test/me', { preHandler: createRequireUser(database) }, async (request) =>
        ok({ userId: request.userId }),
      );
    },
  });
  await api.database.kysely
    .insertInto('users')
    .values({ id: 'u1', phone: '13800138000', password_hash: 'x', created_at: 0 })
    .execute();
});

afterAll(() => api.close());

describe('the envelope and validation', () => {
  it('answers valid input with code 0 and a request id', async () => {
    const { status, body, headers } = await api.call('POST', '/api/test/echo', { body: { name: '张三', count: 2 } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, message: 'ok', data: { name: '张三', count: 2 } });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it.each([
    ['a missing field', { count: 1 }, '缺少参数 name'],
    ['a wrong type', { name: 'a', count: 'x' }, '参数 count 类型不正确'],
    ['a value too long', { name: '123456789', count: 1 }, '参数 name 超过限制'],
    ['a value too small', { name: 'a', count: 0 }, '参数 count 不足最小限制'],
    ['an unknown field', { name: 'a', count: 1, admin: true }, '不支持的参数 admin'],
    ['a number where a string belongs', { name: 12, count: 1 }, '参数 name 类型不正确'],
  ])('answers %s with 400, code 1001 and a Chinese message', async (_case, body, message) => {
    const answer = await api.call('POST', '/api/test/echo', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 1001, message, data: null });
  });

  it('answers malformed JSON with 400 and code 1001', async () => {
    const answer = await api.call('POST', '/api/test/echo', { body: '{"name":' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(1001);
  });

  it('answers an unknown path with 404 and code 1004', async () => {
    const answer = await api.call('GET', '/api/v1/nothing-here');
    expect(answer).toMatchObject({ status: 404, body: { code: 1004, message: '请求的资源不存在', data: null } });
  });

  it('answers a crash with 500 and code 1500, never the error text', async () => {
    const answer = await api.call('GET', '/api/test/boom');
    expect(answer).toMatchObject({
      status: 500,
      body: { code: 1500, message: '服务器开小差了，请稍后重试', data: null },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/SELECT|secret_table|at line/);
  });

  it('answers a deliberate failure with its status and code', async () => {
    expect(await api.call('GET', '/api/test/conflict')).toMatchObject({ status: 409, body: { code: 1009 } });
  });
});

describe('sessions', () => {
  it('lets a valid token through', async () => {
    const token = await createSession(api.database, 'u1', null);
    expect((await api.call('GET', '/api/test/me', { token })).body).toEqual({
      code: 0,
      message: 'ok',
      data: { userId: 'u1' },
    });
  });

  it.each([
    ['no token', undefined],
    ['a token the server never issued', 'made-up-token'],
  ])('answers %s with 605', async (_case, token) => {
    expect(await api.call('GET', '/api/test/me', { token })).toMatchObject({ status: 401, body: { code: 605 } });
  });

  it('answers a revoked token with 607', async () => {
    const token = await createSession(api.database, 'u1', null);
    await revokeSession(api.database, token);
    expect(await api.call('GET', '/api/test/me', { token })).toMatchObject({ status: 401, body: { code: 607 } });
  });

  it('answers 606 after the idle lifetime and after the absolute lifetime', async () => {
    const idle = await createSession(api.database, 'u1', null, Date.now() - SESSION_IDLE_MS - 1000);
    expect((await api.call('GET', '/api/test/me', { token: idle })).body.code).toBe(606);
    const old = await createSession(api.database, 'u1', null, Date.now() - SESSION_ABSOLUTE_MS - 1000);
    await api.database.kysely.updateTable('sessions').set({ last_seen_at: Date.now() }).execute();
    expect((await api.call('GET', '/api/test/me', { token: old })).body.code).toBe(606);
  });

  it('answers 608 for a disabled account', async () => {
    const token = await createSession(api.database, 'u1', null);
    await api.database.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', 'u1').execute();
    expect(await api.call('GET', '/api/test/me', { token })).toMatchObject({ status: 403, body: { code: 608 } });
    await api.database.kysely.updateTable('users').set({ disabled: 0 }).where('id', '=', 'u1').execute();
  });

  it.each([
    ['its device code check', 'check_pending', '请先完成登录验证'],
    ['an e-mail binding', 'email_pending', '请先绑定邮箱'],
  ])('lets a session that owes %s reach only the calls that finish the sign-in', async (_case, column, message) => {
    const token = await createSession(api.database, 'u1', null);
    await api.database.kysely
      .updateTable('sessions')
      .set({ [column]: 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await api.call('GET', '/api/test/me', { token })).toMatchObject({
      status: 401,
      body: { code: 605, message },
    });
    expect((await api.call('GET', '/api/v1/account/info', { token })).body.code).toBe(0);
  });

  it("answers 1000 while the merchant's service is closed", async () => {
    const token = await createSession(api.database, 'u1', null);
    const closed = {
      title: 't',
      color: 'MERCHANT_COLOR_BLUE',
      website: 'https://x.cn',
      icp: 'icp',
      version: '2024',
      updated_at: 0,
      service_closed: 1,
    };
    await api.database.kysely
      .insertInto('merchant')
      .values({ id: 1, ...closed })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(closed))
      .execute();
    expect(await api.call('GET', '/api/test/me', { token })).toMatchObject({ status: 403, body: { code: 1000 } });
    await api.database.kysely.updateTable('merchant').set({ service_closed: 0 }).execute();
    expect((await api.call('GET', '/api/test/me', { token })).body.code).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const token = await createSession(api.database, 'u1', null);
    const stored = await api.database.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
