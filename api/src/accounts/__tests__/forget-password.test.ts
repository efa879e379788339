import { grantReset } from '../reset-grants';
import {
  PASSWORD,
  clearSendLimits,
  failure,
  lastCode,
  outbox,
  phoneInfo,
  signedUpUser,
  startApi,
  wrongCode,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await signedUpUser(api, '13300000001', 'reset@example.com');
});
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const OK = { code: 0, message: 'ok', data: null };
const NEW_PASSWORD = 'NewPassw0rd';
const askCode = (body: unknown) => api.call('POST', '/api/v1/account/forget-password/code', { body });
const check = (body: unknown) => api.call('POST', '/api/v1/account/forget-password/check', { body });
const reset = (body: unknown) => api.call('PUT', '/api/v1/account/forget-password', { body });
const resetTrx = (body: unknown) => api.call('PUT', '/api/v1/account/forget-trx-password', { body });
const login = (password: string) =>
  api.call('POST', '/api/v1/account/login', { body: { phone_info: phoneInfo('13300000001'), password } });

async function signIn(password: string): Promise<string> {
  const answer = await login(password);
  expect(answer.body.code).toBe(0);
  return (answer.body.data as { token: string }).token;
}

describe('forgot password by phone: code, check, reset', () => {
  it('resets the password once the SMS code passed the check, and revokes every session', async () => {
    const session = await signIn(PASSWORD);
    expect((await askCode({ phone_info: phoneInfo('13300000001') })).body).toEqual(OK);
    const captcha = await lastCode(api, '13300000001');
    expect((await check({ phone_info: phoneInfo('13300000001'), captcha })).body).toEqual(OK);
    expect((await check({ phone_info: phoneInfo('13300000001'), captcha })).body.code).toBe(2103);
    expect((await reset({ phone_info: phoneInfo('13300000001'), password: NEW_PASSWORD })).body).toEqual(OK);
    expect((await api.call('GET', '/api/v1/account/info', { token: session })).body.code).toBe(607);
    expect((await login(PASSWORD)).body.code).toBe(2001);
    await signIn(NEW_PASSWORD);
    // The grant was used up.
    expect((await reset({ phone_info: phoneInfo('13300000001'), password: PASSWORD })).body).toEqual(
      failure(2009, '请先完成短信验证'),
    );
  });

  it('refuses a reset without a check, with an expired grant, or from another IP', async () => {
    const body = { phone_info: phoneInfo('13300000001'), password: PASSWORD };
    expect(await reset(body)).toMatchObject({ status: 403, body: failure(2009, '请先完成短信验证') });
    const { id } = await api.database.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13300000001')
      .executeTakeFirstOrThrow();
    await grantReset(api.database.kysely, id, '203.0.113.9');
    expect((await reset(body)).body.code).toBe(2009);
    await grantReset(api.database.kysely, id, '127.0.0.1', Date.now() - 10 * 60 * 1000 - 1);
    expect((await reset(body)).body.code).toBe(2009);
    await grantReset(api.database.kysely, id, '127.0.0.1');
    expect((await reset(body)).body).toEqual(OK);
  });

  it('answers the same for an unknown phone at every step, and sends it nothing', async () => {
    const known = phoneInfo('13300000001');
    const unknown = phoneInfo('13300000099');
    expect([(await askCode({ phone_info: known })).body, (await askCode({ phone_info: unknown })).body]).toEqual([
      OK,
      OK,
    ]);
    expect(await outbox(api, '13300000099')).toEqual([]);
    const captcha = await lastCode(api, '13300000001');
    const wrong = wrongCode(captcha);
    expect([
      (await check({ phone_info: known, captcha: wrong })).body,
      (await check({ phone_info: unknown, captcha: wrong })).body,
    ]).toEqual([failure(2100, '验证码错误'), failure(2100, '验证码错误')]);
    const again = [(await askCode({ phone_info: known })).body, (await askCode({ phone_info: unknown })).body];
    expect(again).toEqual([
      failure(2101, '验证码发送过于频繁，请60秒后再试'),
      failure(2101, '验证码发送过于频繁，请60秒后再试'),
    ]);
    expect((await reset({ phone_info: unknown, password: PASSWORD })).body).toEqual(failure(2009, '请先完成短信验证'));
  });

  it.each([
    ['check without a captcha', check, { phone_info: phoneInfo('13300000001') }, '缺少参数 captcha'],
    [
      'check with a bad phone',
      check,
      { phone_info: phoneInfo('1330000000'), captcha: '123456' },
      '参数 phone_info.phone 格式不正确',
    ],
    ['code without phone or e-mail', askCode, {}, '缺少参数 phone_info 或 email'],
    ['code with a wrong type', askCode, { email: {} }, '参数 email 类型不正确'],
    ['code with an unknown type', askCode, { email: 'a@example.com', type: 'X' }, '参数 type 格式不正确'],
    ['reset without a password', reset, { phone_info: phoneInfo('13300000001') }, '缺少参数 password'],
    [
      'reset by phone with a captcha',
      reset,
      { phone_info: phoneInfo('13300000001'), password: PASSWORD, captcha: '123456' },
      '不支持的参数 captcha',
    ],
    [
      'reset by e-mail without a captcha',
      reset,
      { email: 'reset@example.com', password: PASSWORD },
      '缺少参数 captcha',
    ],
    [
      'reset with a password too long',
      reset,
      { email: 'reset@example.com', password: 'Aa1'.repeat(22), captcha: '123456' },
      '参数 password 超过限制',
    ],
  ])('answers %s with 400 and code 1001', async (_case, call, body, message) => {
    const answer = await call(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(failure(1001, message));
  });

  it('answers a new password that breaks the rule with 2004 and the message of spec §5', async () => {
    expect((await reset({ phone_info: phoneInfo('13300000001'), password: 'short' })).body).toEqual(
      failure(2004, '需包含大写字母、小写字母、数字，密码长度为8-16位'),
    );
  });
});

describe('forgot password by e-mail: a link with the code', () => {
  it('e-mails /reset-password?email=…&code=…&type=FORGET_PASSWORD and resets with that code', async () => {
    const session = await signIn(PASSWORD);
    expect((await askCode({ email: 'Reset@Example.com' })).body).toEqual(OK);
    const [mail] = await outbox(api, 'reset@example.com');
    expect(mail?.link).toBe(`/reset-password?email=reset%40example.com&code=${mail?.code}&type=FORGET_PASSWORD`);
    expect(mail?.text).toContain(`https://cards.example.com${mail?.link}`);
    const captcha = mail?.code ?? '';
    expect(
      (await reset({ email: 'reset@example.com', password: NEW_PASSWORD, captcha: wrongCode(captcha) })).body.code,
    ).toBe(2100);
    expect((await reset({ email: 'reset@example.com', password: NEW_PASSWORD, captcha })).body).toEqual(OK);
    expect((await api.call('GET', '/api/v1/account/info', { token: session })).body.code).toBe(607);
    await signIn(NEW_PASSWORD);
    expect((await reset({ email: 'reset@example.com', password: PASSWORD, captcha })).body.code).toBe(2103);
  });

  it('forgets trusted devices and lifts a lock-out on reset', async () => {
    const { id } = await api.database.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13300000001')
      .executeTakeFirstOrThrow();
    await api.database.kysely
      .insertInto('trusted_devices')
      .values({ user_id: id, device_hash: 'x', expires_at: Date.now() + 1e9 })
      .execute();
    for (let attempt = 0; attempt < 10; attempt += 1) await login('Wrong1234');
    expect((await login(NEW_PASSWORD)).body.code).toBe(2005);
    await askCode({ email: 'reset@example.com' });
    const captcha = await lastCode(api, 'reset@example.com');
    expect((await reset({ email: 'reset@example.com', password: PASSWORD, captcha })).body).toEqual(OK);
    const devices = api.database.kysely
      .selectFrom('trusted_devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id);
    expect(await devices.executeTakeFirst()).toEqual({ n: 0 });
    await signIn(PASSWORD);
  });

  it('answers the same for an unknown e-mail and sends it nothing', async () => {
    expect((await askCode({ email: 'ghost@example.com' })).body).toEqual(OK);
    expect(await outbox(api, 'ghost@example.com')).toEqual([]);
    expect((await reset({ email: 'ghost@example.com', password: PASSWORD, captcha: '123456' })).body).toEqual(
      failure(2100, '验证码错误'),
    );
  });
});

describe('POST /api/v1/account/forget-password/link-check: a link checked as it opens', () => {
  const linkCheck = (body: unknown) => api.call('POST', '/api/v1/account/forget-password/link-check', { body });
  const valid = (answer: boolean) => ({ code: 0, message: 'ok', data: { valid: answer } });

  // Each test leaves the account as it found it: the password PASSWORD, its newest reset code used.
  afterEach(async () => {
    await clearSendLimits(api);
    await askCode({ email: 'reset@example.com' });
    const captcha = await lastCode(api, 'reset@example.com');
    expect((await reset({ email: 'reset@example.com', password: PASSWORD, captcha })).body).toEqual(OK);
  });

  it('says valid while the code is unused, and not once the reset used it; checking does not use it', async () => {
    await askCode({ email: 'reset@example.com' });
    const captcha = await lastCode(api, 'reset@example.com');
    expect((await linkCheck({ email: 'Reset@Example.com', captcha })).body).toEqual(valid(true));
    expect((await linkCheck({ email: 'reset@example.com', captcha, type: 'FORGET_PASSWORD' })).body).toEqual(
      valid(true),
    );
    expect((await reset({ email: 'reset@example.com', password: NEW_PASSWORD, captcha })).body).toEqual(OK);
    expect((await linkCheck({ email: 'reset@example.com', captcha })).body).toEqual(valid(false));
    expect((await reset({ email: 'reset@example.com', password: PASSWORD, captcha })).body.code).toBe(2103);
  });

  it('says not valid for a code of the other reset, an older link, an expired one, a wrong or unknown one', async () => {
    await askCode({ email: 'reset@example.com' });
    const older = await lastCode(api, 'reset@example.com');
    await clearSendLimits(api);
    await askCode({ email: 'reset@example.com' });
    const newest = await lastCode(api, 'reset@example.com');
    expect((await linkCheck({ email: 'reset@example.com', captcha: older })).body).toEqual(valid(older === newest));
    expect(
      (await linkCheck({ email: 'reset@example.com', captcha: newest, type: 'FORGET_TRX_PASSWORD' })).body,
    ).toEqual(valid(false));
    expect((await linkCheck({ email: 'ghost@example.com', captcha: newest })).body).toEqual(valid(false));
    await api.database.kysely
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() })
      .where('target', '=', 'reset@example.com')
      .execute();
    expect((await linkCheck({ email: 'reset@example.com', captcha: newest })).body).toEqual(valid(false));
  });

  it('counts a wrong code as a wrong try: five lock the link, so checking guesses no faster than resetting', async () => {
    await askCode({ email: 'reset@example.com' });
    const captcha = await lastCode(api, 'reset@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await linkCheck({ email: 'reset@example.com', captcha: wrongCode(captcha) })).body).toEqual(valid(false));
    }
    expect((await linkCheck({ email: 'reset@example.com', captcha })).body).toEqual(valid(false));
    expect((await reset({ email: 'reset@example.com', password: PASSWORD, captcha })).body.code).toBe(2104);
  });

  it.each([
    ['without a captcha', { email: 'reset@example.com' }, '缺少参数 captcha'],
    ['with an unknown type', { email: 'reset@example.com', captcha: '123456', type: 'X' }, '参数 type 格式不正确'],
  ])('answers a check %s with 400 and code 1001', async (_case, body, message) => {
    expect(await linkCheck(body)).toMatchObject({ status: 400, body: failure(1001, message) });
  });
});

describe('PUT /api/v1/account/forget-trx-password', () => {
  it('e-mails a FORGET_TRX_PASSWORD link and sets the transaction password with its code', async () => {
    expect((await askCode({ email: 'reset@example.com', type: 'FORGET_TRX_PASSWORD' })).body).toEqual(OK);
    const [mail] = await outbox(api, 'reset@example.com');
    expect(mail?.link).toMatch(/&type=FORGET_TRX_PASSWORD$/);
    const captcha = mail?.code ?? '';
    // A login-password reset code does not reset the transaction password, and the other way round.
    expect((await reset({ email: 'reset@example.com', password: NEW_PASSWORD, captcha })).body.code).toBe(2103);
    expect((await resetTrx({ email: 'reset@example.com', trx_password: 'abc', captcha })).body).toEqual(
      failure(2006, '请输入6到10位的纯数字或大小写英文字母'),
    );
    expect((await resetTrx({ email: 'reset@example.com', trx_password: 'abc123', captcha })).body).toEqual(OK);
    const row = await api.database.kysely
      .selectFrom('users')
      .select('trx_password_hash as hash')
      .where('phone', '=', '13300000001')
      .executeTakeFirst();
    expect(row).toEqual({ hash: expect.stringMatching(/^\$scrypt\$/) });
    expect((await resetTrx({ email: 'reset@example.com', trx_password: 'abc123', captcha })).body.code).toBe(2103);
  });

  it('refuses a transaction-password link by SMS (2010)', async () => {
    expect((await askCode({ phone_info: phoneInfo('13300000001'), type: 'FORGET_TRX_PASSWORD' })).body).toEqual(
      failure(2010, '该验证码类型不支持此发送方式'),
    );
  });

  it.each([
    ['a missing e-mail', { trx_password: 'abc123', captcha: '123456' }, '缺少参数 email'],
    [
      'a wrong type',
      { email: 'reset@example.com', trx_password: {}, captcha: '123456' },
      '参数 trx_password 类型不正确',
    ],
    [
      'a captcha of the wrong format',
      { email: 'reset@example.com', trx_password: 'abc123', captcha: 'abcdef' },
      '参数 captcha 格式不正确',
    ],
    [
      'an e-mail too long',
      { email: `${'a'.repeat(30)}@example.com`, trx_password: 'abc123', captcha: '123456' },
      '参数 email 超过限制',
    ],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    expect((await resetTrx(body)).body).toEqual(failure(1001, message));
  });
});
