import {
  PASSWORD,
  bindEmail,
  clearSendLimits,
  failure,
  lastCode,
  outbox,
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

const registerCode = async (phone: string) => {
  await sendCode(api, { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_REGISTER', phone_info: phoneInfo(phone) });
  return lastCode(api, phone);
};
const registerWith = (body: Record<string, unknown>) => api.call('POST', '/api/v1/account/register', { body });
const info = (token?: string) => api.call('GET', '/api/v1/account/info', { token });

describe('POST /api/v1/account/register', () => {
  it('creates the account with a scrypt hash and answers a token that reads the masked account', async () => {
    const captcha = await registerCode('13500000001');
    const answer = await registerWith({
      phone_prefix: '86',
      phone: '13500000001',
      password: PASSWORD,
      captcha,
      invitation_code: 'AB12',
    });
    expect(answer.status).toBe(200);
    const { token } = answer.body.data as { token: string };
    const me = await info(token);
    expect(me.body).toEqual({
      code: 0,
      message: 'ok',
      data: { id: '', email: '', phone: '135****0001', phone_prefix: '86' },
    });
    const row = await api.database.kysely
      .selectFrom('users')
      .select(['password_hash', 'invitation_code'])
      .where('phone', '=', '13500000001')
      .executeTakeFirst();
    expect(row).toEqual({
      password_hash: expect.stringMatching(/^\$scrypt\$ln=\d+,r=8,p=5\$/),
      invitation_code: 'AB12',
    });
  });

  it('checks the password rule first, with the message of spec §5, and keeps the code usable', async () => {
    const captcha = await registerCode('13500000002');
    const body = { phone_prefix: '86', phone: '13500000002', captcha, invitation_code: null };
    for (const password of ['passw0rd', 'PASSW0RD', 'Password', 'Pa0', 'Passw0rdPassw0rd1', 'Passw0rd!']) {
      expect((await registerWith({ ...body, password })).body).toEqual(
        failure(2004, '需包含大写字母、小写字母、数字，密码长度为8-16位'),
      );
    }
    expect((await registerWith({ ...body, password: PASSWORD })).body.code).toBe(0);
  });

  const valid = {
    phone_prefix: '86',
    phone: '13500000003',
    password: PASSWORD,
    captcha: '123456',
    invitation_code: null,
  };
  it.each([
    ['a missing captcha', { ...valid, captcha: undefined }, '缺少参数 captcha'],
    ['a missing phone', { ...valid, phone: undefined }, '缺少参数 phone'],
    ['a wrong type', { ...valid, password: { a: 1 } }, '参数 password 类型不正确'],
    ['a password too long', { ...valid, password: `Aa1${'x'.repeat(62)}` }, '参数 password 超过限制'],
    ['a captcha too long', { ...valid, captcha: '1234567' }, '参数 captcha 超过限制'],
    ['a captcha with letters', { ...valid, captcha: '12345a' }, '参数 captcha 格式不正确'],
    ['another prefix', { ...valid, phone_prefix: '852' }, '参数 phone_prefix 格式不正确'],
    ['an invitation code too long', { ...valid, invitation_code: 'ABCDE' }, '参数 invitation_code 超过限制'],
    [
      'an invitation code of the wrong format',
      { ...valid, invitation_code: 'AB-1' },
      '参数 invitation_code 格式不正确',
    ],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    const answer = await registerWith(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(failure(1001, message));
  });

  it('answers a wrong code with 2100 and creates nothing', async () => {
    const captcha = await registerCode('13500000004');
    const answer = await registerWith({ ...valid, phone: '13500000004', captcha: wrongCode(captcha) });
    expect(answer).toMatchObject({ status: 400, body: failure(2100, '验证码错误') });
    const user = api.database.kysely.selectFrom('users').select('id').where('phone', '=', '13500000004');
    expect(await user.executeTakeFirst()).toBeUndefined();
  });

  it('tells a taken phone (2003) only after a valid code for it', async () => {
    await register(api, '13500000005');
    expect((await registerWith({ ...valid, phone: '13500000005' })).body.code).toBe(2103);
    const captcha = await registerCode('13500000005');
    expect((await registerWith({ ...valid, phone: '13500000005', captcha: wrongCode(captcha) })).body.code).toBe(2100);
    const answer = await registerWith({ ...valid, phone: '13500000005', captcha });
    expect(answer).toMatchObject({ status: 409, body: failure(2003, '该手机号已注册') });
  });
});

describe('POST /api/v1/account/email/bind', () => {
  const bind = (body: unknown, token?: string) => api.call('POST', '/api/v1/account/email/bind', { body, token });
  const bindCode = async (email: string, token: string) => {
    await sendCode(api, { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, token);
    return lastCode(api, email);
  };

  it('binds the e-mail (stored lower-cased), answers a fresh token and revokes the old one', async () => {
    const token = await register(api, '13500000010');
    const captcha = await bindCode('Bind@Example.com', token);
    const answer = await bind({ email: 'Bind@Example.com', captcha }, token);
    const fresh = (answer.body.data as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect((await info(fresh)).body.data).toMatchObject({ email: 'bind@example.com' });
    expect((await info(token)).body.code).toBe(607);
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { email: 'bind@example.com', password: PASSWORD },
    });
    expect(login.body.data).toMatchObject({ email: true });
  });

  it('refuses an e-mail bound to another account (2007), after a valid code only', async () => {
    await bindEmail(api, await register(api, '13500000011'), 'owner@example.com');
    const intruder = await register(api, '13500000012');
    const captcha = await bindCode('owner@example.com', intruder);
    expect((await bind({ email: 'owner@example.com', captcha }, intruder)).body).toEqual(
      failure(2007, '该邮箱已被其他账号绑定'),
    );
    expect((await info(intruder)).body.data).toMatchObject({ email: '' });
  });

  it("does not accept another user's code", async () => {
    const alice = await register(api, '13500000013');
    const bob = await register(api, '13500000014');
    const alicesCode = await bindCode('shared@example.com', alice);
    expect((await bind({ email: 'shared@example.com', captcha: alicesCode }, bob)).body.code).toBe(2103);
    expect((await info(bob)).body.data).toMatchObject({ email: '' });
    expect((await bind({ email: 'shared@example.com', captcha: alicesCode }, alice)).body.code).toBe(0);
  });

  it('refuses to replace a bound e-mail with another (2011)', async () => {
    const token = await bindEmail(api, await register(api, '13500000015'), 'first@example.com');
    const captcha = await bindCode('second@example.com', token);
    expect((await bind({ email: 'second@example.com', captcha }, token)).body).toEqual(failure(2011, '账号已绑定邮箱'));
  });

  it('answers 605 without a token and 1001 for bad input', async () => {
    expect((await bind({ email: 'x@example.com', captcha: '123456' })).body.code).toBe(605);
    const token = await register(api, '13500000016');
    expect((await bind({ email: 'x@example.com' }, token)).body).toEqual(failure(1001, '缺少参数 captcha'));
    expect((await bind({ email: 'x@', captcha: '123456' }, token)).body).toEqual(
      failure(1001, '参数 email 格式不正确'),
    );
    expect((await bind({ email: [], captcha: '123456' }, token)).body).toEqual(failure(1001, '参数 email 类型不正确'));
    expect(await outbox(api, 'x@example.com')).toEqual([]);
  });
});

describe('GET /api/v1/account/info', () => {
  it('answers the full phone to its owner and 605 without a token', async () => {
    const token = await bindEmail(api, await register(api, '13500000020'), 'info@example.com');
    expect((await info(token)).body.data).toEqual({
      id: expect.any(String),
      email: 'info@example.com',
      phone: '13500000020',
      phone_prefix: '86',
    });
    expect(await info()).toMatchObject({ status: 401, body: { code: 605 } });
  });
});
