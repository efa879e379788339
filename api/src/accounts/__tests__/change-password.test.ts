import {
  PASSWORD,
  accessCode as sharedAccessCode,
  clearSendLimits,
  failure,
  lastCode,
  phoneInfo,
  secondSession as sharedSecondSession,
  signedUpUser,
  startApi,
  wrongCode,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const OK = { code: 0, message: 'ok', data: null };
const NEW_PASSWORD = 'NewPassw0rd';
const change = (body: unknown, token?: string) => api.call('PUT', '/api/v1/account/password', { body, token });
const info = (token: string) => api.call('GET', '/api/v1/account/info', { token });
const login = (phone: string, password: string) =>
  api.call('POST', '/api/v1/account/login', { body: { phone_info: phoneInfo(phone), password } });

const accessCode = (token: string, to: string, sendType?: string) => sharedAccessCode(api, token, to, sendType);
const secondSession = (phone: string, password = PASSWORD) => sharedSecondSession(api, phone, password);

const userId = async (phone: string) =>
  (await api.database.kysely.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

const trustedDevices = async (id: string) =>
  (
    await api.database.kysely
      .selectFrom('trusted_devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  ).n;

describe('PUT /api/v1/account/password', () => {
  it('changes the password with a code sent to the own phone, keeps this session and ends the others', async () => {
    const { token } = await signedUpUser(api, '13700000001', 'change-pw@example.com');
    const other = await secondSession('13700000001');
    const pending = ((await login('13700000001', PASSWORD)).body.data as { token: string }).token;
    await api.database.kysely
      .insertInto('trusted_devices')
      .values({ user_id: await userId('13700000001'), device_hash: 'trusted', expires_at: Date.now() + 1e9 })
      .execute();

    const captcha = await accessCode(token, '13700000001');
    expect(await change({ captcha, password: NEW_PASSWORD }, token)).toMatchObject({ status: 200, body: OK });

    expect((await info(token)).body.code).toBe(0);
    expect((await info(other)).body).toEqual(failure(607, '登录状态已失效，请重新登录'));
    expect((await info(pending)).body.code).toBe(607);
    expect((await login('13700000001', PASSWORD)).body.code).toBe(2001);
    expect((await login('13700000001', NEW_PASSWORD)).body.code).toBe(0);
    expect(await trustedDevices(await userId('13700000001'))).toBe(0);
    // The code was used up.
    expect((await change({ captcha, password: PASSWORD }, token)).body).toEqual(
      failure(2103, '验证码已失效，请重新获取'),
    );
  });

  it('refuses a wrong code and changes nothing; the right code still works after it', async () => {
    const { token } = await signedUpUser(api, '13700000002', 'wrong-code@example.com');
    const other = await secondSession('13700000002');
    const captcha = await accessCode(token, '13700000002');
    expect(await change({ captcha: wrongCode(captcha), password: NEW_PASSWORD }, token)).toMatchObject({
      status: 400,
      body: failure(2100, '验证码错误'),
    });
    expect((await info(other)).body.code).toBe(0);
    expect((await login('13700000002', PASSWORD)).body.code).toBe(0);
    expect((await change({ captcha, password: NEW_PASSWORD }, token)).body).toEqual(OK);
  });

  it('checks the password rule first, with the message of spec §5, and keeps the code usable', async () => {
    const { token } = await signedUpUser(api, '13700000003', 'rule@example.com');
    const captcha = await accessCode(token, '13700000003');
    for (const password of ['passw0rd', 'Password', 'Pa0', 'Passw0rdPassw0rd1', 'Passw0rd!']) {
      expect((await change({ captcha, password }, token)).body).toEqual(
        failure(2004, '需包含大写字母、小写字母、数字，密码长度为8-16位'),
      );
    }
    expect((await change({ captcha, password: NEW_PASSWORD }, token)).body).toEqual(OK);
  });

  it('takes only an access code sent to the phone: not one by e-mail, not a reset code, not none', async () => {
    const { token } = await signedUpUser(api, '13700000004', 'only-phone@example.com');
    expect((await change({ captcha: '123456', password: NEW_PASSWORD }, token)).body.code).toBe(2103);
    const byEmail = await accessCode(token, 'only-phone@example.com', 'SEND_TYPE_EMAIL');
    expect((await change({ captcha: byEmail, password: NEW_PASSWORD }, token)).body.code).toBe(2103);
    await api.call('POST', '/api/v1/account/forget-password/code', { body: { phone_info: phoneInfo('13700000004') } });
    const reset = await lastCode(api, '13700000004');
    expect((await change({ captcha: reset, password: NEW_PASSWORD }, token)).body.code).toBe(2103);
    expect((await login('13700000004', PASSWORD)).body.code).toBe(0);
  });

  it('answers 605 signed out or before the device check, and 607 with a revoked session', async () => {
    const { token } = await signedUpUser(api, '13700000005', 'auth-pw@example.com');
    const body = { captcha: '123456', password: NEW_PASSWORD };
    expect(await change(body)).toMatchObject({ status: 401, body: failure(605, '请先登录') });
    expect((await change(body, 'not-a-token')).body).toEqual(failure(605, '请先登录'));
    const pending = ((await login('13700000005', PASSWORD)).body.data as { token: string }).token;
    expect((await change(body, pending)).body).toEqual(failure(605, '请先完成登录验证'));
    await api.call('DELETE', '/api/v1/account/login', { token });
    expect((await change(body, token)).body.code).toBe(607);
  });

  describe('bad input', () => {
    let token = '';
    beforeAll(async () => ({ token } = await signedUpUser(api, '13700000006', 'input-pw@example.com')));

    it.each([
      ['a missing captcha', { password: NEW_PASSWORD }, '缺少参数 captcha'],
      ['a missing password', { captcha: '123456' }, '缺少参数 password'],
      ['a captcha with letters', { captcha: '12345a', password: NEW_PASSWORD }, '参数 captcha 格式不正确'],
      ['a captcha too long', { captcha: '1234567', password: NEW_PASSWORD }, '参数 captcha 超过限制'],
      ['a password too long', { captcha: '123456', password: `Aa1${'x'.repeat(62)}` }, '参数 password 超过限制'],
      ['a wrong type', { captcha: '123456', password: 12345678 }, '参数 password 类型不正确'],
      ['an unknown field', { captcha: '123456', password: NEW_PASSWORD, phone: '1' }, '不支持的参数 phone'],
    ])('answers %s with 400 and code 1001', async (_case, body, message) => {
      const answer = await change(body, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(failure(1001, message));
    });
  });
});
