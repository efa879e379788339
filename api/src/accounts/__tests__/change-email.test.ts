import {
  PASSWORD,
  clearSendLimits,
  failure,
  lastCode,
  outbox,
  phoneInfo,
  register,
  sendCode,
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
const change = (body: unknown, token?: string) => api.call('PUT', '/api/v1/account/email', { body, token });
const emailOf = async (token: string) =>
  ((await api.call('GET', '/api/v1/account/info', { token })).body.data as { email: string }).email;
const loginByEmail = (email: string) =>
  api.call('POST', '/api/v1/account/login', { body: { email, password: PASSWORD } });

/** An access code sent by send/code-auto to the signed-in user's phone. */
async function accessCode(token: string, phone: string): Promise<string> {
  await clearSendLimits(api);
  const body = { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' };
  expect((await api.call('POST', '/api/v1/account/send/code-auto', { body, token })).body).toEqual(OK);
  return lastCode(api, phone);
}

/** A bind code sent to `email` at the request of the session `token`. */
async function bindCode(token: string, email: string): Promise<string> {
  await sendCode(api, { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, token);
  return lastCode(api, email);
}

describe('PUT /api/v1/account/email', () => {
  it('replaces the e-mail with both codes, keeps the sessions and voids links sent to the old address', async () => {
    const { token } = await signedUpUser(api, '13900000001', 'old@example.com');
    await api.call('POST', '/api/v1/account/forget-password/code', { body: { email: 'old@example.com' } });
    const resetLink = await lastCode(api, 'old@example.com');
    const access_captcha = await accessCode(token, '13900000001');
    const captcha = await bindCode(token, 'new@example.com');

    expect(await change({ email: 'New@Example.com', captcha, access_captcha }, token)).toMatchObject({
      status: 200,
      body: OK,
    });
    expect(await emailOf(token)).toBe('new@example.com');
    expect((await loginByEmail('new@example.com')).body.code).toBe(0);
    expect((await loginByEmail('old@example.com')).body.code).toBe(2001);
    const reset = { email: 'old@example.com', password: 'NewPassw0rd', captcha: resetLink };
    expect((await api.call('PUT', '/api/v1/account/forget-password', { body: reset })).body.code).toBe(2103);
    // Both codes were used up; the phone's is checked first.
    expect((await change({ email: 'new2@example.com', captcha, access_captcha }, token)).body).toEqual(
      failure(2103, '短信验证码已失效，请重新获取'),
    );
  });

  it('refuses a wrong phone code, says which, changes nothing and keeps the e-mail code usable', async () => {
    const { token } = await signedUpUser(api, '13900000002', 'phone-wrong@example.com');
    const access_captcha = await accessCode(token, '13900000002');
    const captcha = await bindCode(token, 'phone-wrong-new@example.com');
    const body = { email: 'phone-wrong-new@example.com', captcha };
    expect(await change({ ...body, access_captcha: wrongCode(access_captcha) }, token)).toMatchObject({
      status: 400,
      body: failure(2100, '短信验证码错误'),
    });
    expect(await emailOf(token)).toBe('phone-wrong@example.com');
    expect((await change({ ...body, access_captcha }, token)).body).toEqual(OK);
  });

  it('refuses a wrong e-mail code, says which, changes nothing and keeps the phone code usable', async () => {
    const { token } = await signedUpUser(api, '13900000003', 'mail-wrong@example.com');
    const access_captcha = await accessCode(token, '13900000003');
    const captcha = await bindCode(token, 'mail-wrong-new@example.com');
    const body = { email: 'mail-wrong-new@example.com', access_captcha };
    expect((await change({ ...body, captcha: wrongCode(captcha) }, token)).body).toEqual(
      failure(2100, '邮箱验证码错误'),
    );
    expect(await emailOf(token)).toBe('mail-wrong@example.com');
    expect((await change({ ...body, captcha }, token)).body).toEqual(OK);
  });

  it('refuses an address bound to another account with 2007, and uses up neither code', async () => {
    await signedUpUser(api, '13900000004', 'taken@example.com');
    const { token } = await signedUpUser(api, '13900000005', 'mine@example.com');
    const access_captcha = await accessCode(token, '13900000005');
    const taken = await bindCode(token, 'taken@example.com');
    expect(await change({ email: 'TAKEN@example.com', captcha: taken, access_captcha }, token)).toMatchObject({
      status: 409,
      body: failure(2007, '该邮箱已被其他账号绑定'),
    });
    expect(await emailOf(token)).toBe('mine@example.com');
    const captcha = await bindCode(token, 'mine-new@example.com');
    expect((await change({ email: 'mine-new@example.com', captcha, access_captcha }, token)).body).toEqual(OK);
  });

  it("does not let another user's session use the codes, nor a user use another's e-mail code", async () => {
    const { token: owner } = await signedUpUser(api, '13900000006', 'owner@example.com');
    const { token: stranger } = await signedUpUser(api, '13900000007', 'stranger@example.com');
    const access_captcha = await accessCode(owner, '13900000006');
    const captcha = await bindCode(owner, 'owner-new@example.com');
    const body = { email: 'owner-new@example.com', captcha, access_captcha };

    expect((await change(body, stranger)).body).toEqual(failure(2103, '短信验证码已失效，请重新获取'));
    const strangerAccess = await accessCode(stranger, '13900000007');
    expect((await change({ ...body, access_captcha: strangerAccess }, stranger)).body).toEqual(
      failure(2103, '邮箱验证码已失效，请重新获取'),
    );
    expect([await emailOf(owner), await emailOf(stranger)]).toEqual(['owner@example.com', 'stranger@example.com']);
    expect((await change(body, owner)).body).toEqual(OK);
  });

  it('sends an account without an e-mail to bind one first, and answers 1001 for the current address', async () => {
    const unbound = await register(api, '13900000008');
    expect(
      (await change({ email: 'x@example.com', captcha: '123456', access_captcha: '123456' }, unbound)).body,
    ).toEqual(failure(605, '请先绑定邮箱'));
    const { token } = await signedUpUser(api, '13900000009', 'same@example.com');
    expect(
      (await change({ email: 'SAME@example.com', captcha: '123456', access_captcha: '123456' }, token)).body,
    ).toEqual(failure(1001, '新邮箱不能与当前邮箱相同'));
    expect(await outbox(api, 'x@example.com')).toEqual([]);
  });

  it('answers 605 signed out or before the device check, and 607 with a revoked session', async () => {
    const { token } = await signedUpUser(api, '13900000010', 'auth-mail@example.com');
    const body = { email: 'auth-mail-new@example.com', captcha: '123456', access_captcha: '123456' };
    expect(await change(body)).toMatchObject({ status: 401, body: failure(605, '请先登录') });
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13900000010'), password: PASSWORD },
    });
    const pending = (login.body.data as { token: string }).token;
    expect((await change(body, pending)).body).toEqual(failure(605, '请先完成登录验证'));
    await api.call('DELETE', '/api/v1/account/login', { token });
    expect((await change(body, token)).body.code).toBe(607);
  });

  describe('bad input', () => {
    let token = '';
    beforeAll(async () => ({ token } = await signedUpUser(api, '13900000011', 'input-mail@example.com')));
    const valid = { email: 'input-new@example.com', captcha: '123456', access_captcha: '123456' };

    it.each([
      ['a missing e-mail', { ...valid, email: undefined }, '缺少参数 email'],
      ['a missing access code', { ...valid, access_captcha: undefined }, '缺少参数 access_captcha'],
      ['a malformed e-mail', { ...valid, email: 'not-an-email' }, '参数 email 格式不正确'],
      ['an e-mail too long', { ...valid, email: `${'a'.repeat(30)}@example.com` }, '参数 email 超过限制'],
      ['a code with letters', { ...valid, captcha: '12345a' }, '参数 captcha 格式不正确'],
      ['an unknown field', { ...valid, phone_info: phoneInfo('13900000011') }, '不支持的参数 phone_info'],
    ])('answers %s with 400 and code 1001', async (_case, body, message) => {
      const answer = await change(body, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(failure(1001, message));
    });
  });
});
