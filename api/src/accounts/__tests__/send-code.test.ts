import { startTestApi } from '../../__tests__/test-api';
import { CODE_SEND_DEFAULTS, readConfig } from '../../config';
import {
  ageSends,
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

const send = (body: unknown, token?: string) => api.call('POST', '/api/v1/account/send/code', { body, token });
const registerBody = (phone: string) => ({
  send_type: 'SEND_TYPE_PHONE',
  mark_type: 'MARK_TYPE_REGISTER',
  phone_info: phoneInfo(phone),
});
const OK = { code: 0, message: 'ok', data: null };

describe('POST /api/v1/account/send/code', () => {
  it('sends a 6-digit register code by SMS and keeps only its salted hash', async () => {
    expect((await send(registerBody('13900000001'))).body).toEqual(OK);
    const [sms] = await outbox(api, '13900000001');
    expect(sms).toMatchObject({ channel: 'sms', to: '13900000001', link: null });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(sms?.code);
    const stored = await api.database.kysely
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', '13900000001')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(`"${sms?.code}"`);
  });

  it.each([
    [
      'a missing send_type',
      { mark_type: 'MARK_TYPE_REGISTER', phone_info: phoneInfo('13900000002') },
      '缺少参数 send_type',
    ],
    ['a wrong type', { ...registerBody('13900000002'), send_type: {} }, '参数 send_type 类型不正确'],
    [
      'an unknown send_type',
      { ...registerBody('13900000002'), send_type: 'SEND_TYPE_FAX' },
      '参数 send_type 格式不正确',
    ],
    ['an unknown mark_type', { ...registerBody('13900000002'), mark_type: 'MARK_TYPE_X' }, '参数 mark_type 格式不正确'],
    ['a phone too long', registerBody('139000000021'), '参数 phone_info.phone 超过限制'],
    ['a phone of the wrong format', registerBody('12900000002'), '参数 phone_info.phone 格式不正确'],
    [
      'another prefix',
      { ...registerBody('13900000002'), phone_info: { phone: '13900000002', phone_prefix: '852' } },
      '参数 phone_info.phone_prefix 格式不正确',
    ],
    ['phone_info of the wrong type', { ...registerBody('1'), phone_info: '13900000002' }, '参数 phone_info 类型不正确'],
    [
      'no phone_info for SEND_TYPE_PHONE',
      { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' },
      '缺少参数 phone_info',
    ],
    ['an e-mail as well', { ...registerBody('13900000002'), email: 'a@example.com' }, '不支持的参数 email'],
    [
      'an e-mail too long',
      { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_ACCESS', email: `${'a'.repeat(29)}@example.com` },
      '参数 email 超过限制',
    ],
    [
      'an e-mail of the wrong format',
      { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_ACCESS', email: 'not-an-email' },
      '参数 email 格式不正确',
    ],
    ['an unknown field', { ...registerBody('13900000002'), admin: true }, '不支持的参数 admin'],
  ])('answers %s with 400 and code 1001', async (_case, body, message) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(failure(1001, message));
  });

  it('refuses a register code by e-mail and a bind code by SMS (2010)', async () => {
    const byEmail = await send({
      send_type: 'SEND_TYPE_EMAIL',
      mark_type: 'MARK_TYPE_REGISTER',
      email: 'a@example.com',
    });
    expect(byEmail.body).toEqual(failure(2010, '该验证码类型不支持此发送方式'));
    const bySms = await send({ ...registerBody('13900000003'), mark_type: 'MARK_TYPE_BIND_EMAIL' });
    expect(bySms.body.code).toBe(2010);
  });

  it('needs a signed-in user for a bind-e-mail code', async () => {
    const answer = await send({
      send_type: 'SEND_TYPE_EMAIL',
      mark_type: 'MARK_TYPE_BIND_EMAIL',
      email: 'b@example.com',
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 605 } });
    expect(await outbox(api, 'b@example.com')).toEqual([]);
  });

  it('answers the same for a registered and an unregistered phone (register code)', async () => {
    await register(api, '13900000004');
    await clearSendLimits(api);
    const known = await send(registerBody('13900000004'));
    const unknown = await send(registerBody('13900000005'));
    expect(known).toMatchObject({ status: 200, body: OK });
    expect(unknown).toMatchObject({ status: 200, body: OK });
    expect([(await send(registerBody('13900000004'))).body, (await send(registerBody('13900000005'))).body]).toEqual([
      failure(2101, '验证码发送过于频繁，请60秒后再试'),
      failure(2101, '验证码发送过于频繁，请60秒后再试'),
    ]);
  });

  it('answers the same for a known and an unknown account (access code), delivering only to the known one', async () => {
    await register(api, '13900000006');
    await clearSendLimits(api);
    const access = (phone: string) => ({ ...registerBody(phone), mark_type: 'MARK_TYPE_ACCESS' });
    const before = (await outbox(api, '13900000006')).length;
    expect((await send(access('13900000006'))).body).toEqual(OK);
    expect((await send(access('13900000007'))).body).toEqual(OK);
    expect(await outbox(api, '13900000006')).toHaveLength(before + 1);
    expect(await outbox(api, '13900000007')).toEqual([]);
  });

  it('answers the same whether or not the e-mail to bind belongs to another account', async () => {
    await signedUpUser(api, '13900000008', 'taken@example.com');
    const other = await register(api, '13900000009');
    const bind = (email: string) => ({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });
    await clearSendLimits(api);
    expect((await send(bind('taken@example.com'), other)).body).toEqual(OK);
    expect((await send(bind('free@example.com'), other)).body).toEqual(OK);
  });
});

describe('the code rules', () => {
  const registerWith = (phone: string, captcha: string) =>
    api.call('POST', '/api/v1/account/register', {
      body: { phone_prefix: '86', phone, password: 'Passw0rd', captcha, invitation_code: null },
    });

  it('expires a code after 5 minutes', async () => {
    await sendCode(api, registerBody('13900000010'));
    const code = await lastCode(api, '13900000010');
    await api.database.kysely
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 300_001), expires_at: eb('expires_at', '-', 300_001) }))
      .where('target', '=', '13900000010')
      .execute();
    expect((await registerWith('13900000010', code)).body).toEqual(failure(2103, '验证码已失效，请重新获取'));
  });

  it('uses a code once', async () => {
    await sendCode(api, registerBody('13900000011'));
    const code = await lastCode(api, '13900000011');
    expect((await registerWith('13900000011', code)).body.code).toBe(0);
    expect((await registerWith('13900000011', code)).body).toEqual(failure(2103, '验证码已失效，请重新获取'));
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    await sendCode(api, registerBody('13900000012'));
    const code = await lastCode(api, '13900000012');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await registerWith('13900000012', wrongCode(code))).body).toEqual(failure(2100, '验证码错误'));
    }
    const locked = failure(2104, '验证码错误次数过多，请重新获取');
    expect((await registerWith('13900000012', wrongCode(code))).body).toEqual(locked);
    expect((await registerWith('13900000012', code)).body).toEqual(locked);
  });

  it('only accepts the newest code of a target', async () => {
    await sendCode(api, registerBody('13900000013'));
    const first = await lastCode(api, '13900000013');
    await sendCode(api, registerBody('13900000013'));
    const second = await lastCode(api, '13900000013');
    if (first !== second) expect((await registerWith('13900000013', first)).body.code).toBe(2100);
    expect((await registerWith('13900000013', second)).body.code).toBe(0);
  });

  it('resends to the same target no sooner than 60 s, with 429', async () => {
    expect((await send(registerBody('13900000014'))).body).toEqual(OK);
    const again = await send(registerBody('13900000014'));
    expect(again).toMatchObject({ status: 429, body: failure(2101, '验证码发送过于频繁，请60秒后再试') });
    await ageSends(api, 59_000);
    expect((await send(registerBody('13900000014'))).body.code).toBe(2101);
    await ageSends(api, 2_000);
    expect((await send(registerBody('13900000014'))).body).toEqual(OK);
  });

  it('holds the resend interval across two API processes on one database, even for sends at the same moment', async () => {
    const other = await startApi('sandbox', {}, { sharing: api });
    try {
      const answers = await Promise.all(
        [api, other, api, other].map((each) =>
          each.call('POST', '/api/v1/account/send/code', { body: registerBody('13900000090') }),
        ),
      );
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 2101, 2101, 2101]);
      expect(await outbox(api, '13900000090')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('caps a target at 10 codes a day', async () => {
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await send(registerBody('13900000015'))).body).toEqual(OK);
      await ageSends(api, 61_000);
    }
    const capped = await send(registerBody('13900000015'));
    expect(capped).toMatchObject({ status: 429, body: failure(2102, '今日验证码发送次数已达上限，请明天再试') });
    await ageSends(api, 24 * 60 * 60 * 1000);
    expect((await send(registerBody('13900000015'))).body).toEqual(OK);
  });

  it('limits one client address to 300 sends an hour by default, whatever the targets', async () => {
    await clearSendLimits(api);
    const now = Date.now();
    const sends = Array.from({ length: 299 }, (_, sent) => ({
      target: `target-${sent}`,
      ip: '127.0.0.1',
      created_at: now - 30 * 60 * 1000,
    }));
    await api.database.kysely.insertInto('code_sends').values(sends).execute();
    expect((await send(registerBody('13700009998'))).body).toEqual(OK);
    const limited = await send(registerBody('13700009999'));
    expect(limited).toMatchObject({ status: 429, body: failure(2105, '发送请求过于频繁，请30分钟后再试') });
    await ageSends(api, 30 * 60 * 1000);
    expect((await send(registerBody('13700009999'))).body).toEqual(OK);
  });
});

describe('code-sending limits as settings', () => {
  let limited: TestApi;
  beforeAll(
    async () =>
      (limited = await startApi('sandbox', {
        codeSends: { perAddressPerHour: 3, resendAfterSeconds: 30, perTargetPerDay: 2 },
      })),
  );
  afterAll(() => limited.close());
  beforeEach(() => clearSendLimits(limited));

  const sendFrom = (from: string, phone: string) =>
    limited.call('POST', '/api/v1/account/send/code', {
      body: registerBody(phone),
      headers: { 'X-Forwarded-For': from },
    });

  it('counts each client address behind the edge on its own, and says when to try again', async () => {
    for (const phone of ['13700001001', '13700001002', '13700001003']) {
      expect((await sendFrom('198.51.100.1', phone)).body).toEqual(OK);
    }
    expect(await sendFrom('198.51.100.1', '13700001004')).toMatchObject({
      status: 429,
      body: failure(2105, '发送请求过于频繁，请60分钟后再试'),
    });
    expect((await sendFrom('198.51.100.2', '13700001004')).body).toEqual(OK);
  });

  it('names the wait until enough sends leave the hour when more are counted than a lowered limit allows', async () => {
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    // Five sends under an earlier, higher limit; the limit of 3 needs the three oldest gone.
    const sends = [50, 40, 30, 20, 10].map((minutes) => ({
      target: `target-${minutes}`,
      ip: '198.51.100.30',
      created_at: minutesAgo(minutes),
    }));
    await limited.database.kysely.insertInto('code_sends').values(sends).execute();
    expect((await sendFrom('198.51.100.30', '13700001030')).body).toEqual(
      failure(2105, '发送请求过于频繁，请30分钟后再试'),
    );
  });

  it('keeps the per-target limits strict, with their own settings', async () => {
    expect((await sendFrom('198.51.100.3', '13700001010')).body).toEqual(OK);
    expect((await sendFrom('198.51.100.4', '13700001010')).body).toEqual(
      failure(2101, '验证码发送过于频繁，请30秒后再试'),
    );
    await ageSends(limited, 31_000);
    expect((await sendFrom('198.51.100.5', '13700001010')).body).toEqual(OK);
    await ageSends(limited, 31_000);
    expect((await sendFrom('198.51.100.6', '13700001010')).body).toEqual(
      failure(2102, '今日验证码发送次数已达上限，请明天再试'),
    );
  });

  it('reads the limits from the environment, with the defaults otherwise', () => {
    expect(readConfig({}).codeSends).toEqual({ resendAfterSeconds: 60, perTargetPerDay: 10, perAddressPerHour: 300 });
    const env = {
      CODE_RESEND_AFTER_SECONDS: '90',
      CODE_SENDS_PER_TARGET_PER_DAY: '5',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
    };
    expect(readConfig(env).codeSends).toEqual({ resendAfterSeconds: 90, perTargetPerDay: 5, perAddressPerHour: 1000 });
  });
});

describe('a client address claimed without a trusted proxy', () => {
  let behindOtherProxy: TestApi;
  // Only the edge at 192.0.2.10 is believed: the tests' own 127.0.0.1 is an untrusted peer here.
  beforeAll(
    async () =>
      (behindOtherProxy = await startTestApi({
        config: { trustProxy: '192.0.2.10', codeSends: { ...CODE_SEND_DEFAULTS, perAddressPerHour: 3 } },
      })),
  );
  afterAll(() => behindOtherProxy.close());

  it('is not believed, so a client cannot pick a fresh address for each send', async () => {
    const claiming = (forwardedFor: string, phone: string) =>
      behindOtherProxy.call('POST', '/api/v1/account/send/code', {
        body: registerBody(phone),
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    for (const [index, phone] of ['13700001021', '13700001022', '13700001023'].entries()) {
      expect((await claiming(`198.51.100.${20 + index}`, phone)).body).toEqual(OK);
    }
    expect(await claiming('198.51.100.29', '13700001024')).toMatchObject({
      status: 429,
      body: failure(2105, '发送请求过于频繁，请60分钟后再试'),
    });
  });
});

describe('POST /api/v1/account/send/code-auto', () => {
  const auto = (body: unknown, token?: string) => api.call('POST', '/api/v1/account/send/code-auto', { body, token });

  it("sends an access code to the user's own phone or e-mail", async () => {
    const { token } = await signedUpUser(api, '13900000020', 'auto@example.com');
    await clearSendLimits(api);
    expect((await auto({ send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' }, token)).body).toEqual(OK);
    expect((await outbox(api, '13900000020'))[0]?.text).toContain('登录验证');
    expect((await auto({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_ACCESS' }, token)).body).toEqual(OK);
    expect((await outbox(api, 'auto@example.com'))[0]).toMatchObject({ channel: 'email', link: null });
  });

  it('answers 2008 for e-mail when none is bound, 605 without a token, 1001 for bad input', async () => {
    const token = await register(api, '13900000021');
    await clearSendLimits(api);
    expect((await auto({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_ACCESS' }, token)).body).toEqual(
      failure(2008, '账号未绑定邮箱'),
    );
    expect((await auto({ send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' })).body.code).toBe(605);
    expect((await auto({ send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_REGISTER' }, token)).body).toEqual(
      failure(1001, '参数 mark_type 格式不正确'),
    );
    expect((await auto({ mark_type: 'MARK_TYPE_ACCESS' }, token)).body).toEqual(failure(1001, '缺少参数 send_type'));
  });
});
