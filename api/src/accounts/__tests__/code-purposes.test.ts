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
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const OK = { code: 0, message: 'ok', data: null };

const codeAuto = (body: Record<string, unknown>, token: string) =>
  api.call('POST', '/api/v1/account/send/code-auto', { body, token });
const send = (body: Record<string, unknown>, token?: string) =>
  api.call('POST', '/api/v1/account/send/code', { body, token });

/** An access code by code-auto for a purpose (none: as a portal older than access purposes asks). */
async function accessCodeFor(token: string, to: string, purpose?: string, send_type = 'SEND_TYPE_PHONE') {
  await clearSendLimits(api);
  const body = { send_type, mark_type: 'MARK_TYPE_ACCESS', ...(purpose ? { access_purpose: purpose } : {}) };
  expect((await codeAuto(body, token)).body).toEqual(OK);
  const [message] = await outbox(api, to);
  if (!message?.code) throw new Error(`no code was sent to ${to}`);
  return message;
}

const changePassword = (captcha: string, token: string) =>
  api.call('PUT', '/api/v1/account/password', { body: { captcha, password: 'NewPassw0rd' }, token });

describe('every code names what it authorises', () => {
  it.each([
    ['SIGN_IN_CHECK', '登录验证', '13600000001'],
    ['REVEAL_CARD_NUMBER', '查看卡号', '13600000002'],
    ['CHANGE_PASSWORD', '修改登录密码', '13600000003'],
    ['CHANGE_EMAIL', '更换邮箱', '13600000004'],
  ])('an access code for %s says 用于%s, by SMS and by e-mail', async (purpose, label, phone) => {
    const email = `${purpose.toLowerCase()}@example.com`;
    const { token } = await signedUpUser(api, phone, email);
    const sms = await accessCodeFor(token, phone, purpose);
    expect(sms.text).toMatch(
      new RegExp(`^【.+】您的验证码为${sms.code}，用于${label}，5分钟内有效，请勿泄露给他人。$`),
    );
    const mail = await accessCodeFor(token, email, purpose, 'SEND_TYPE_EMAIL');
    expect(mail.subject).toContain(label);
    expect(mail.text).toContain(`用于${label}，`);
  });

  it('an access code asked for without a purpose still reads 登录验证', async () => {
    const { token } = await signedUpUser(api, '13600000101', 'no-purpose@example.com');
    expect((await accessCodeFor(token, '13600000101')).text).toContain('用于登录验证，');
  });

  it('a register code says 注册账号, a bind code 绑定邮箱 and a reset code 重置登录密码', async () => {
    await sendCode(api, {
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_REGISTER',
      phone_info: phoneInfo('13600000102'),
    });
    expect((await outbox(api, '13600000102'))[0]?.text).toContain('用于注册账号，');
    const token = await register(api, '13600000103');
    await sendCode(
      api,
      { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: 'bind@example.com' },
      token,
    );
    expect((await outbox(api, 'bind@example.com'))[0]?.text).toContain('用于绑定邮箱，');
    await clearSendLimits(api);
    const reset = await api.call('POST', '/api/v1/account/forget-password/code', {
      body: { phone_info: phoneInfo('13600000103') },
    });
    expect(reset.body).toEqual(OK);
    expect((await outbox(api, '13600000103'))[0]?.text).toContain('用于重置登录密码，');
  });

  it('an access code sent by send/code names its purpose too', async () => {
    await register(api, '13600000104');
    await clearSendLimits(api);
    const body = {
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_ACCESS',
      access_purpose: 'SIGN_IN_CHECK',
      phone_info: phoneInfo('13600000104'),
    };
    expect((await send(body)).body).toEqual(OK);
    expect((await outbox(api, '13600000104'))[0]?.text).toContain('用于登录验证，');
  });
});

describe('access_purpose is checked', () => {
  it('refuses an unknown purpose with 1001, by code-auto and by send/code', async () => {
    const { token } = await signedUpUser(api, '13600000201', 'unknown-purpose@example.com');
    const sentBefore = (await outbox(api, '13600000201')).length;
    const auto = await codeAuto(
      { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'TRANSFER_ALL' },
      token,
    );
    expect(auto.status).toBe(400);
    expect(auto.body).toEqual(failure(1001, '参数 access_purpose 格式不正确'));
    const byPhone = await send({
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_ACCESS',
      access_purpose: 'TRANSFER_ALL',
      phone_info: phoneInfo('13600000201'),
    });
    expect(byPhone.body).toEqual(failure(1001, '参数 access_purpose 格式不正确'));
    expect(await outbox(api, '13600000201')).toHaveLength(sentBefore);
  });

  it('refuses a purpose with any mark type but MARK_TYPE_ACCESS', async () => {
    const answer = await send({
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_REGISTER',
      access_purpose: 'SIGN_IN_CHECK',
      phone_info: phoneInfo('13600000202'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(failure(1001, '不支持的参数 access_purpose'));
    expect(await outbox(api, '13600000202')).toEqual([]);
  });
});

describe('a code passes only the use it was sent for', () => {
  it('a code sent to reveal a card number does not change the password; one sent for that does', async () => {
    const { token } = await signedUpUser(api, '13600000301', 'bound-pw@example.com');
    const reveal = await accessCodeFor(token, '13600000301', 'REVEAL_CARD_NUMBER');
    expect((await changePassword(reveal.code ?? '', token)).body).toEqual(failure(2103, '验证码已失效，请重新获取'));
    const change = await accessCodeFor(token, '13600000301', 'CHANGE_PASSWORD');
    expect((await changePassword(change.code ?? '', token)).body).toEqual(OK);
  });

  it('a code sent for another purpose does not pass the sign-in check', async () => {
    await signedUpUser(api, '13600000302', 'bound-check@example.com');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13600000302'), password: PASSWORD },
    });
    const pending = (login.body.data as { token: string }).token;
    const check = (captcha: string) =>
      api.call('POST', '/api/v1/account/login/code/check', {
        body: { captcha, thirty_day: false, send_type: 'SEND_TYPE_PHONE' },
        token: pending,
      });
    const reveal = await accessCodeFor(pending, '13600000302', 'REVEAL_CARD_NUMBER');
    expect((await check(reveal.code ?? '')).body).toEqual(failure(2103, '验证码已失效，请重新获取'));
    const signIn = await accessCodeFor(pending, '13600000302', 'SIGN_IN_CHECK');
    expect((await check(signIn.code ?? '')).body.code).toBe(0);
  });

  it('a code sent without a purpose passes every access check, as before', async () => {
    const { token } = await signedUpUser(api, '13600000303', 'old-portal@example.com');
    const code = await accessCodeFor(token, '13600000303');
    expect((await changePassword(code.code ?? '', token)).body).toEqual(OK);
  });

  it('a code for the e-mail change is taken by it, not one for the sign-in check', async () => {
    const { token } = await signedUpUser(api, '13600000304', 'old-address@example.com');
    await sendCode(
      api,
      { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: 'new-address@example.com' },
      token,
    );
    const captcha = await lastCode(api, 'new-address@example.com');
    const change = (access_captcha: string) =>
      api.call('PUT', '/api/v1/account/email', {
        body: { email: 'new-address@example.com', captcha, access_captcha },
        token,
      });
    const signIn = await accessCodeFor(token, '13600000304', 'SIGN_IN_CHECK');
    expect((await change(signIn.code ?? '')).body).toEqual(failure(2103, '短信验证码已失效，请重新获取'));
    const forChange = await accessCodeFor(token, '13600000304', 'CHANGE_EMAIL');
    expect((await change(forChange.code ?? '')).body).toEqual(OK);
  });
});
