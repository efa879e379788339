import { createHash } from 'node:crypto';
import {
  PASSWORD,
  bindEmail,
  clearSendLimits,
  failure,
  lastCode,
  phoneInfo,
  register,
  startApi,
  wrongCode,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const DEVICE = 'device_A-12345678';
const login = (body: Record<string, unknown>) => api.call('POST', '/api/v1/account/login', { body });
const byPhone = (phone: string, extra: Record<string, unknown> = {}) =>
  login({ phone_info: phoneInfo(phone), password: PASSWORD, ...extra });
const codeCheck = (body: unknown, token?: string) =>
  api.call('POST', '/api/v1/account/login/code/check', { body, token });
const info = (token: string) => api.call('GET', '/api/v1/account/info', { token });

/** Sends an access code to the user's phone and passes the check with it. */
async function passCheck(token: string, phone: string, thirty_day: boolean) {
  await clearSendLimits(api);
  const body = { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' };
  expect((await api.call('POST', '/api/v1/account/send/code-auto', { body, token })).body.code).toBe(0);
  const captcha = await lastCode(api, phone);
  return codeCheck({ captcha, thirty_day, send_type: 'SEND_TYPE_PHONE' }, token);
}

describe('POST /api/v1/account/login', () => {
  beforeAll(async () => {
    await register(api, '13600000001');
    await bindEmail(api, await register(api, '13600000002'), 'login@example.com');
  });

  it('answers a token, email false before binding, and check true on a new device', async () => {
    const answer = await byPhone('13600000001', { device_id: DEVICE });
    expect(answer.body).toEqual({
      code: 0,
      message: 'ok',
      data: { token: expect.any(String), email: false, check: true },
    });
    const { token } = answer.body.data as { token: string };
    expect((await info(token)).body.data).toMatchObject({ id: '', phone: '136****0001' });
  });

  it('signs in by e-mail (any case) with email true', async () => {
    const answer = await login({ email: 'LOGIN@example.com', password: PASSWORD, device_id: DEVICE });
    expect(answer.body.data).toMatchObject({ email: true, check: true });
  });

  it('trusts the device for 30 days after a thirty_day code check, and only that device', async () => {
    const first = (await byPhone('13600000002', { device_id: DEVICE })).body.data as { token: string; check: boolean };
    expect(first.check).toBe(true);
    const checked = await passCheck(first.token, '13600000002', true);
    const fresh = (checked.body.data as { token: string }).token;
    expect(fresh).not.toBe(first.token);
    expect((await info(fresh)).body.code).toBe(0);
    expect((await info(first.token)).body.code).toBe(607);

    expect((await byPhone('13600000002', { device_id: DEVICE })).body.data).toMatchObject({ check: false });
    expect(
      (await login({ email: 'login@example.com', password: PASSWORD, device_id: DEVICE })).body.data,
    ).toMatchObject({ check: false });
    expect((await byPhone('13600000002', { device_id: 'another-device-1' })).body.data).toMatchObject({ check: true });
    expect((await byPhone('13600000002')).body.data).toMatchObject({ check: true });

    await api.database.kysely
      .updateTable('trusted_devices')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await byPhone('13600000002', { device_id: DEVICE })).body.data).toMatchObject({ check: true });
  });

  it('does not trust the device after a check without thirty_day', async () => {
    const first = (await byPhone('13600000001', { device_id: 'device-no-trust' })).body.data as { token: string };
    expect((await passCheck(first.token, '13600000001', false)).body.code).toBe(0);
    expect((await byPhone('13600000001', { device_id: 'device-no-trust' })).body.data).toMatchObject({ check: true });
  });

  it('marks a session that still owes its check; the fresh token after the check owes nothing', async () => {
    const pending = (token: string) =>
      api.database.kysely
        .selectFrom('sessions')
        .select('check_pending as pending')
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirst();
    const { token } = (await byPhone('13600000001', { device_id: DEVICE })).body.data as { token: string };
    expect(await pending(token)).toEqual({ pending: 1 });
    const checked = await passCheck(token, '13600000001', false);
    expect(await pending((checked.body.data as { token: string }).token)).toEqual({ pending: 0 });
  });

  it('answers the same 2001 for a wrong password and an unknown account', async () => {
    const wrong = await login({ phone_info: phoneInfo('13600000001'), password: 'Wrong1234' });
    const unknown = await login({ phone_info: phoneInfo('13600000099'), password: PASSWORD });
    const unknownEmail = await login({ email: 'nobody@example.com', password: PASSWORD });
    for (const answer of [wrong, unknown, unknownEmail]) {
      expect(answer).toMatchObject({ status: 401, body: failure(2001, '账号或密码错误') });
    }
  });

  it('answers in English to a client whose Accept-Language asks for it, and says the answer varies with it', async () => {
    const body = { phone_info: phoneInfo('13600000001'), password: 'Wrong1234' };
    const english = await api.call('POST', '/api/v1/account/login', { body, headers: { 'Accept-Language': 'en' } });
    expect(english).toMatchObject({ status: 401, body: failure(2001, 'The account or password is incorrect') });
    expect(english.headers.get('vary')).toMatch(/accept-language/i);
    const chinese = await api.call('POST', '/api/v1/account/login', {
      body,
      headers: { 'Accept-Language': 'zh-CN,en;q=0.5' },
    });
    expect(chinese.body.message).toBe('账号或密码错误');
    const schema = await api.call('POST', '/api/v1/account/login', { body: {}, headers: { 'Accept-Language': 'en' } });
    expect(schema.body).toMatchObject({ code: 1001, message: expect.stringMatching(/^Missing parameter /) });
  });

  it('locks an identifier for the address that failed 10 times in 15 minutes, known or not, and lifts it after', async () => {
    for (const phone of ['13600000003', '13600000098']) {
      if (phone === '13600000003') await register(api, phone);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login({ phone_info: phoneInfo(phone), password: 'Wrong1234' })).body.code).toBe(2001);
      }
      expect(await byPhone(phone)).toMatchObject({
        status: 429,
        body: failure(
          2005,
          '登录失败次数过多，新设备登录已暂停15分钟；您可在已设为免验证的设备上登录，或通过“忘记密码？”用手机验证码重设密码',
        ),
      });
    }
    await api.database.kysely
      .updateTable('login_failures')
      .set((eb) => ({ created_at: eb('created_at', '-', 15 * 60 * 1000) }))
      .execute();
    expect((await byPhone('13600000003')).body.code).toBe(0);
  });

  it('renews a password hash stored at the former 128 MiB parameters when it signs in', async () => {
    await register(api, '13600000005');
    const former = '$scrypt$ln=17,r=8,p=1$aFWajEt168cnvXUWZOudPw$hH6NewIFUgUehNXd8fnjGja54zIpNflQlu_n0s7nXIE';
    const stored = async () =>
      (
        await api.database.kysely
          .selectFrom('users')
          .select('password_hash')
          .where('phone', '=', '13600000005')
          .executeTakeFirstOrThrow()
      ).password_hash;
    await api.database.kysely
      .updateTable('users')
      .set({ password_hash: former })
      .where('phone', '=', '13600000005')
      .execute();
    expect((await byPhone('13600000005')).body.code).toBe(0);
    expect(await stored()).toMatch(/^\$scrypt\$ln=\d+,r=8,p=5\$/);
    expect((await byPhone('13600000005')).body.code).toBe(0);
  });

  it('answers 608 for a disabled account with the right password', async () => {
    await register(api, '13600000004');
    await api.database.kysely.updateTable('users').set({ disabled: 1 }).where('phone', '=', '13600000004').execute();
    expect((await byPhone('13600000004')).body.code).toBe(608);
  });

  it.each([
    ['a missing password', { phone_info: phoneInfo('13600000001') }, '缺少参数 password'],
    ['neither phone nor e-mail', { password: PASSWORD }, '缺少参数 phone_info 或 email'],
    [
      'both phone and e-mail',
      { phone_info: phoneInfo('13600000001'), email: 'a@example.com', password: PASSWORD },
      '参数 phone_info 与 email 只能二选一',
    ],
    ['a wrong type', { phone_info: phoneInfo('13600000001'), password: [] }, '参数 password 类型不正确'],
    [
      'a password too long',
      { phone_info: phoneInfo('13600000001'), password: 'A1'.repeat(33) },
      '参数 password 超过限制',
    ],
    ['a bad e-mail', { email: 'a@b', password: PASSWORD }, '参数 email 格式不正确'],
    [
      'a device id too short',
      { email: 'a@example.com', password: PASSWORD, device_id: 'abc' },
      '参数 device_id 不足最小限制',
    ],
    [
      'a device id of the wrong format',
      { email: 'a@example.com', password: PASSWORD, device_id: 'device id with spaces' },
      '参数 device_id 格式不正确',
    ],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(failure(1001, message));
  });
});

describe('POST /api/v1/account/login/code/check', () => {
  it('answers a wrong code with 2100, 2008 for e-mail when none is bound, 605 without a token', async () => {
    const { token } = (await byPhone('13600000001', { device_id: DEVICE })).body.data as { token: string };
    const trusted = () =>
      api.database.kysely
        .selectFrom('trusted_devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
    const before = await trusted();
    await api.call('POST', '/api/v1/account/send/code-auto', {
      body: { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' },
      token,
    });
    const captcha = await lastCode(api, '13600000001');
    const wrong = await codeCheck(
      { captcha: wrongCode(captcha), thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
      token,
    );
    expect(wrong.body).toEqual(failure(2100, '验证码错误'));
    const byEmail = await codeCheck({ captcha, thirty_day: true, send_type: 'SEND_TYPE_EMAIL' }, token);
    expect(byEmail.body).toEqual(failure(2008, '账号未绑定邮箱'));
    expect((await codeCheck({ captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' })).body.code).toBe(605);
    expect(await trusted()).toEqual(before);
  });

  it('does not take an access code of another user', async () => {
    const alice = (await byPhone('13600000001')).body.data as { token: string };
    const bob = (await byPhone('13600000002')).body.data as { token: string };
    await api.call('POST', '/api/v1/account/send/code-auto', {
      body: { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' },
      token: alice.token,
    });
    const captcha = await lastCode(api, '13600000001');
    const stolen = await codeCheck({ captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' }, bob.token);
    expect(stolen.status).toBe(400);
    expect((await info(bob.token)).body.code).toBe(0);
    expect((await codeCheck({ captcha, thirty_day: false, send_type: 'SEND_TYPE_PHONE' }, alice.token)).body.code).toBe(
      0,
    );
  });

  it.each([
    ['a missing captcha', { thirty_day: true, send_type: 'SEND_TYPE_PHONE' }, '缺少参数 captcha'],
    [
      'a wrong type',
      { captcha: '123456', thirty_day: 'sometimes', send_type: 'SEND_TYPE_PHONE' },
      '参数 thirty_day 类型不正确',
    ],
    [
      'a captcha too long',
      { captcha: '1234567', thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
      '参数 captcha 超过限制',
    ],
    ['an unknown send_type', { captcha: '123456', thirty_day: true, send_type: 'SMS' }, '参数 send_type 格式不正确'],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    const { token } = (await byPhone('13600000001')).body.data as { token: string };
    expect((await codeCheck(body, token)).body).toEqual(failure(1001, message));
  });
});

describe('DELETE /api/v1/account/login', () => {
  it('revokes the token on the server: it then answers 607', async () => {
    const { token } = (await byPhone('13600000001')).body.data as { token: string };
    expect((await api.call('DELETE', '/api/v1/account/login', { token })).body).toEqual({
      code: 0,
      message: 'ok',
      data: null,
    });
    expect(await info(token)).toMatchObject({ status: 401, body: { code: 607 } });
    expect((await api.call('DELETE', '/api/v1/account/login', { token })).body.code).toBe(607);
    expect((await api.call('DELETE', '/api/v1/account/login')).body.code).toBe(605);
  });
});
