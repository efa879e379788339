import { readConfig, SIGN_IN_DEFAULTS } from '../../config';
import { AddressGate } from '../address-gate';
import { BoundedWork } from '../bounded-work';
import { PASSWORD, clearSendLimits, failure, lastCode, phoneInfo, register, startApi, type TestApi } from './helpers';

/** Two customers' addresses, as the edge forwards them (the test API trusts its loopback peer). */
const OWNER = '198.51.100.20';
const ATTACKER = '203.0.113.66';

const signIn = (api: TestApi, from: string, body: Record<string, unknown>) =>
  api.call('POST', '/api/v1/account/login', { body, headers: { 'X-Forwarded-For': from } });
const byPhone = (api: TestApi, from: string, phone: string, password = PASSWORD, extra = {}) =>
  signIn(api, from, { phone_info: phoneInfo(phone), password, ...extra });

describe('sign-in lock-outs', () => {
  let api: TestApi;
  beforeAll(
    async () => (api = await startApi('sandbox', { signIn: { failuresPerAddress: 5, failuresPerAccount: 8 } })),
  );
  afterAll(() => api.close());
  beforeEach(() => api.db.prepare('DELETE FROM login_failures').run());

  it('locks the account for the guessing address only: its owner still signs in from theirs', async () => {
    const limited = await startApi('sandbox', { signIn: { failuresPerAccountAndAddress: 3 } });
    try {
      await register(limited, '13300000002');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await byPhone(limited, ATTACKER, '13300000002', 'Wrong1234')).body.code).toBe(2001);
      }
      expect((await byPhone(limited, ATTACKER, '13300000002')).body.code).toBe(2005);
      expect((await byPhone(limited, OWNER, '13300000002')).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('refuses an address that sprays many accounts, whatever account it names next', async () => {
    for (let account = 0; account < 5; account += 1) {
      expect((await byPhone(api, ATTACKER, `1330000010${account}`, 'Wrong1234')).body.code).toBe(2001);
    }
    expect(await byPhone(api, ATTACKER, '13300000199', 'Wrong1234')).toMatchObject({
      status: 429,
      body: failure(1029, '登录失败次数过多，请15分钟后再试'),
    });
    expect((await byPhone(api, OWNER, '13300000199', 'Wrong1234')).body.code).toBe(2001);
  });

  it('locks an account guessed at from many addresses, except on the devices it trusts', async () => {
    await register(api, '13300000003');
    const device = 'owners-phone-1234';
    const pending = (await byPhone(api, OWNER, '13300000003', PASSWORD, { device_id: device })).body.data as {
      token: string;
    };
    clearSendLimits(api);
    const body = { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' };
    await api.call('POST', '/api/v1/account/send/code-auto', { body, token: pending.token });
    const captcha = await lastCode(api, '13300000003');
    const check = { captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' };
    expect(
      (await api.call('POST', '/api/v1/account/login/code/check', { body: check, token: pending.token })).body.code,
    ).toBe(0);

    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await byPhone(api, `203.0.113.${attempt}`, '13300000003', 'Wrong1234')).body.code).toBe(2001);
    }
    expect((await byPhone(api, '203.0.113.200', '13300000003')).body.code).toBe(2005);
    expect((await byPhone(api, OWNER, '13300000003', PASSWORD, { device_id: device })).body).toMatchObject({
      code: 0,
      data: { check: false },
    });
  });
});

describe('sign-in attempts per address', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi('sandbox', { signIn: { attemptsPerAddressPerMinute: 3 } })));
  afterAll(() => api.close());

  it('answers 1029 beyond the attempts of a minute, saying when to try again, and only to that address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await byPhone(api, ATTACKER, '13300000300', 'Wrong1234')).body.code).toBe(2001);
    }
    const refused = await byPhone(api, ATTACKER, '13300000300', 'Wrong1234');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 1029,
      message: expect.stringMatching(/^登录尝试过于频繁，请([1-5]?\d|60)秒后再试$/),
    });
    expect((await byPhone(api, OWNER, '13300000300', 'Wrong1234')).body.code).toBe(2001);
  });
});

describe('AddressGate', () => {
  it('lets an address have only so many sign-ins checked at once', () => {
    const gate = new AddressGate({ attemptsPerAddressPerMinute: 100, inFlightPerAddress: 2 });
    const first = gate.enter(ATTACKER);
    const second = gate.enter(ATTACKER);
    expect(gate.enter(ATTACKER)).toEqual({ refused: expect.objectContaining({ code: 1029 }) });
    expect(gate.enter(OWNER)).toHaveProperty('release');
    if ('release' in first) first.release();
    expect(gate.enter(ATTACKER)).toHaveProperty('release');
    expect(second).toHaveProperty('release');
  });

  it('starts counting again a minute later', () => {
    const gate = new AddressGate({ attemptsPerAddressPerMinute: 1, inFlightPerAddress: 5 });
    expect(gate.enter(ATTACKER, 0)).toHaveProperty('release');
    expect(gate.enter(ATTACKER, 59_000)).toEqual({
      refused: expect.objectContaining({ code: 1029, message: '登录尝试过于频繁，请1秒后再试' }),
    });
    expect(gate.enter(ATTACKER, 60_000)).toHaveProperty('release');
  });
});

describe('BoundedWork (every password hash)', () => {
  it('runs so many at once, queues so many, and refuses the rest at once with 1029', async () => {
    const work = new BoundedWork(1, 1);
    const finish: Array<() => void> = [];
    const task = (name: string) => () => new Promise<string>((resolve) => finish.push(() => resolve(name)));
    const running = work.run(task('running'));
    const queued = work.run(task('queued'));
    await expect(work.run(task('refused'))).rejects.toMatchObject({ code: 1029, status: 429 });
    expect(finish).toHaveLength(1);
    finish[0]?.();
    await expect(running).resolves.toBe('running');
    await new Promise((resolve) => setImmediate(resolve));
    expect(finish).toHaveLength(2);
    finish[1]?.();
    await expect(queued).resolves.toBe('queued');
    await expect(work.run(async () => 'free again')).resolves.toBe('free again');
  });
});

describe('sign-in settings', () => {
  it('reads every limit from the environment, with the defaults otherwise', () => {
    expect(readConfig({}).signIn).toEqual(SIGN_IN_DEFAULTS);
    const env = {
      SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
      SIGN_IN_IN_FLIGHT_PER_ADDRESS: '4',
      SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: '5',
      SIGN_IN_FAILURES_PER_ADDRESS: '100',
      SIGN_IN_FAILURES_PER_ACCOUNT: '500',
      PASSWORD_HASH_CONCURRENCY: '4',
      PASSWORD_HASH_QUEUE: '32',
    };
    expect(readConfig(env).signIn).toEqual({
      attemptsPerAddressPerMinute: 60,
      inFlightPerAddress: 4,
      failuresPerAccountAndAddress: 5,
      failuresPerAddress: 100,
      failuresPerAccount: 500,
      hashConcurrency: 4,
      hashQueue: 32,
    });
    expect(() => readConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '0' })).toThrow(
      'SIGN_IN_FAILURES_PER_ADDRESS must be a whole number of at least 1, not 0',
    );
  });
});
