import {
  PASSWORD,
  accessCode,
  clearSendLimits,
  failure,
  lastCode,
  phoneInfo,
  register,
  sendCode,
  startApi,
  wrongCode,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const DEVICE = 'bind-device-12345678';
const bind = (body: Record<string, unknown>, token: string) =>
  api.call('POST', '/api/v1/account/email/bind', { body, token });
const info = (token: string) => api.call('GET', '/api/v1/account/info', { token });
const balance = (token: string) => api.call('GET', '/api/v1/balance', { token });

/** A password-only sign-in of an account without an e-mail, on a device it has not trusted. */
async function signInOwingCheck(phone: string, device = DEVICE): Promise<string> {
  const { body } = await api.call('POST', '/api/v1/account/login', {
    body: { phone_info: phoneInfo(phone), password: PASSWORD, device_id: device },
  });
  expect(body.data).toMatchObject({ email: false, check: true });
  return (body.data as { token: string }).token;
}

async function bindCode(email: string, token: string): Promise<string> {
  await sendCode(api, { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, token);
  return lastCode(api, email);
}

const phoneCode = (phone: string, token: string) => accessCode(api, token, phone);

describe('binding an e-mail on a sign-in that owes its device check', () => {
  it('refuses the e-mail code alone: the password holder can neither bind an address nor get a full session', async () => {
    await register(api, '13700000001');
    const pending = await signInOwingCheck('13700000001');
    const captcha = await bindCode('attacker@example.com', pending);

    const answer = await bind({ email: 'attacker@example.com', captcha }, pending);

    expect(answer).toMatchObject({ status: 403, body: failure(2012, '新设备登录，请先完成手机短信验证') });
    expect((await balance(pending)).body).toEqual(failure(605, '请先完成登录验证'));
    expect((await info(pending)).body.data).toMatchObject({ email: '' });
  });

  it('binds with the phone code as well, and that passes the device check', async () => {
    await register(api, '13700000002');
    const pending = await signInOwingCheck('13700000002');
    const access_captcha = await phoneCode('13700000002', pending);
    const captcha = await bindCode('mine@example.com', pending);

    const answer = await bind({ email: 'mine@example.com', captcha, access_captcha }, pending);

    expect(answer.body).toEqual({ code: 0, message: 'ok', data: { token: expect.any(String) } });
    const fresh = (answer.body.data as { token: string }).token;
    expect((await balance(fresh)).body.code).toBe(0);
    expect((await info(fresh)).body.data).toMatchObject({ email: 'mine@example.com' });
    expect((await info(pending)).body.code).toBe(607);
  });

  it('names the code that failed, binds nothing, and keeps the other code usable', async () => {
    await register(api, '13700000003');
    const pending = await signInOwingCheck('13700000003');
    const access_captcha = await phoneCode('13700000003', pending);
    const captcha = await bindCode('third@example.com', pending);

    const wrongPhone = await bind(
      { email: 'third@example.com', captcha, access_captcha: wrongCode(access_captcha) },
      pending,
    );
    expect(wrongPhone.body).toEqual(failure(2100, '短信验证码错误'));
    const wrongMail = await bind({ email: 'third@example.com', captcha: wrongCode(captcha), access_captcha }, pending);
    expect(wrongMail.body).toEqual(failure(2100, '邮箱验证码错误'));
    expect((await info(pending)).body.data).toMatchObject({ email: '' });

    expect((await bind({ email: 'third@example.com', captcha, access_captcha }, pending)).body.code).toBe(0);
  });

  it('does not take a phone code sent to someone else', async () => {
    await register(api, '13700000004');
    await register(api, '13700000005');
    const pending = await signInOwingCheck('13700000004');
    const othersSession = await signInOwingCheck('13700000005', 'other-device-1234');
    const othersCode = await phoneCode('13700000005', othersSession);
    const captcha = await bindCode('fourth@example.com', pending);

    const answer = await bind({ email: 'fourth@example.com', captcha, access_captcha: othersCode }, pending);
    expect(answer.body).toEqual(failure(2103, '短信验证码已失效，请重新获取'));
  });

  it('trusts the device for 30 days when asked, as the code check does', async () => {
    await register(api, '13700000006');
    const pending = await signInOwingCheck('13700000006');
    const access_captcha = await phoneCode('13700000006', pending);
    const captcha = await bindCode('sixth@example.com', pending);
    expect(
      (await bind({ email: 'sixth@example.com', captcha, access_captcha, thirty_day: true }, pending)).body.code,
    ).toBe(0);

    const again = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13700000006'), password: PASSWORD, device_id: DEVICE },
    });
    expect(again.body.data).toMatchObject({ email: true, check: false });
  });

  it('still binds with the e-mail code alone right after registration (the phone was just proved)', async () => {
    const token = await register(api, '13700000007');
    const captcha = await bindCode('seventh@example.com', token);
    const answer = await bind({ email: 'seventh@example.com', captcha }, token);
    expect(answer.body.code).toBe(0);
    expect((await balance((answer.body.data as { token: string }).token)).body.code).toBe(0);
  });
});

describe('a sign-in that owes its device check', () => {
  it('reaches no signed-in data until the check passes', async () => {
    await register(api, '13700000008');
    const pending = await signInOwingCheck('13700000008');
    const signedInReads = [
      '/api/v1/balance',
      '/api/v1/balance/account-balance-status',
      '/api/v1/balance/card-amount',
      '/api/v1/card',
      '/api/v1/card/opened-available',
      '/api/v1/msg-center/station-msg/list?page=1&page_size=10',
      '/api/v1/msg-center/station-msg/unread-quantity',
    ];
    for (const path of signedInReads) {
      expect({ path, body: (await api.call('GET', path, { token: pending })).body }).toEqual({
        path,
        body: failure(605, '请先完成登录验证'),
      });
    }
  });
});
