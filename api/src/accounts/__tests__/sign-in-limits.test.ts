import { readConfig, SIGN_IN_DEFAULTS } from '../../config';
import { AddressGate } from '../address-gate';
import { BoundedWork } from '../bounded-work';
import {
  PASSWORD,
  clearSendLimits,
  failure,
  lastCode,
  phoneInfo,
  register,
  signedUpUser,
  startApi,
  type TestApi,
} from './helpers';

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
  beforeEach(() => api.database.kysely.deleteFrom('login_failures').execute());

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

  /** Signs the owner in on `device` and passes its code check with "trust for 30 days". */
  async function trustDevice(phone: string, device: string): Promise<void> {
    const pending = (await byPhone(api, OWNER, phone, PASSWORD, { device_id: device })).body.data as { token: string };
    await clearSendLimits(api);
    const body = { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' };
    await api.call('POST', '/api/v1/account/send/code-auto', { body, token: pending.token });
    const captcha = await lastCode(api, phone);
    const check = { captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' };
    expect(
      (await api.call('POST', '/api/v1/account/login/code/check', { body: check, token: pending.token })).body.code,
    ).toBe(0);
  }

  const LOCKED_FOR_NEW_DEVICES = failure(
    2005,
    '登录失败次数过多，新设备登录已暂停15分钟；您可在已设为免验证的设备上登录，或通过“忘记密码？”用手机验证码重设密码',
  );

  it('locks an account guessed at from many addresses for new devices only, and says how its owner gets in', async () => {
    await register(api, '13300000003');
    const device = 'owners-phone-1234';
    await trustDevice('13300000003', device);

    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await byPhone(api, `203.0.113.${attempt}`, '13300000003', 'Wrong1234')).body.code).toBe(2001);
    }
    expect(await byPhone(api, '203.0.113.200', '13300000003')).toMatchObject({
      status: 429,
      body: LOCKED_FOR_NEW_DEVICES,
    });
    expect((await byPhone(api, OWNER, '13300000003', PASSWORD, { device_id: device })).body).toMatchObject({
      code: 0,
      data: { check: false },
    });
  });

  it('counts wrong passwords by phone and by e-mail against the one account', async () => {
    await signedUpUser(api, '13300000004', 'owner4@example.com');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const byMail = { email: 'owner4@example.com', password: 'Wrong1234' };
      expect((await signIn(api, `203.0.113.${attempt}`, byMail)).body.code).toBe(2001);
      expect((await byPhone(api, `203.0.114.${attempt}`, '13300000004', 'Wrong1234')).body.code).toBe(2001);
    }
    expect((await byPhone(api, '203.0.113.200', '13300000004')).body).toEqual(LOCKED_FOR_NEW_DEVICES);
    expect((await signIn(api, '203.0.113.201', { email: 'owner4@example.com', password: PASSWORD })).body).toEqual(
      LOCKED_FOR_NEW_DEVICES,
    );
  });

  it('does not lock a trusted device out even where its own address guessed wrong', async () => {
    const limited = await startApi('sandbox', { signIn: { failuresPerAccountAndAddress: 3, failuresPerAddress: 3 } });
    const owner = api;
    api = limited;
    try {
      await register(limited, '13300000005');
      await trustDevice('13300000005', 'owners-laptop-5');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await byPhone(limited, OWNER, '13300000005', 'Wrong1234')).body.code).toBe(2001);
      }
      expect((await byPhone(limited, OWNER, '13300000005')).body.code).toBe(1029);
      expect(
        (await byPhone(limited, OWNER, '13300000005', PASSWORD, { device_id: 'owners-laptop-5' })).body,
      ).toMatchObject({
        code: 0,
        data: { check: false },
      });
    } finally {
      api = owner;
      await limited.close();
    }
  });

  it('takes the lane away from a trusted device that guesses wrong too often itself', async () => {
    const limited = await startApi('sandbox', { signIn: { failuresPerTrustedDevice: 3 } });
    const owner = api;
    api = limited;
    try {
      await register(limited, '13300000006');
      const device = { device_id: 'stolen-cookie-6' };
      await trustDevice('13300000006', device.device_id);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const from = `203.0.113.${attempt}`;
        expect((await byPhone(limited, from, '13300000006', 'Wrong1234', device)).body.code).toBe(2001);
      }
      expect((await byPhone(limited, '203.0.113.9', '13300000006', PASSWORD, device)).body).toMatchObject({
        code: 0,
        data: { check: true },
      });
    } finally {
      api = owner;
      await limited.close();
    }
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

  it('holds the limit in total across two API processes on one database, not per process', async () => {
    await api.database.kysely.deleteFrom('address_windows').execute();
    const second = await startApi('sandbox', { signIn: { attemptsPerAddressPerMinute: 3 } }, { sharing: api });
    try {
      const codes = [];
      for (const each of [api, second, api, second]) {
        codes.push((await byPhone(each, ATTACKER, '13300000301', 'Wrong1234')).body.code);
      }
      expect(codes).toEqual([2001, 2001, 2001, 1029]);
      expect((await byPhone(api, ATTACKER, '13300000301', 'Wrong1234')).body.code).toBe(1029);
    } finally {
      await second.close();
    }
  });
});

describe('AddressGate', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi('sandbox')));
  afterAll(() => api.close());
  beforeEach(() => api.database.kysely.deleteFrom('address_windows').execute());

  it('lets an address have only so many sign-ins checked at once (in this process)', async () => {
    const gate = new AddressGate(api.database, { attemptsPerAddressPerMinute: 100, inFlightPerAddress: 2 });
    const first = await gate.enter(ATTACKER);
    const second = await gate.enter(ATTACKER);
    expect(await gate.enter(ATTACKER)).toEqual({ refused: expect.objectContaining({ code: 1029 }) });
    expect(await gate.enter(OWNER)).toHaveProperty('release');
    if ('release' in first) first.release();
    expect(await gate.enter(ATTACKER)).toHaveProperty('release');
    expect(second).toHaveProperty('release');
  });

  it('starts counting again a minute later', async () => {
    const gate = new AddressGate(api.database, { attemptsPerAddressPerMinute: 1, inFlightPerAddress: 5 });
    const entered = async (now: number) => {
      const entry = await gate.enter(ATTACKER, now);
      if ('release' in entry) entry.release();
      return entry;
    };
    expect(await entered(0)).toHaveProperty('release');
    expect(await entered(59_000)).toEqual({
      refused: expect.objectContaining({ code: 1029, message: '登录尝试过于频繁，请1秒后再试' }),
    });
    expect(await entered(60_000)).toHaveProperty('release');
  });

  it('forgets the minutes that are over', async () => {
    const gate = new AddressGate(api.database, { attemptsPerAddressPerMinute: 5, inFlightPerAddress: 5 });
    for (const [ip, now] of [
      [ATTACKER, 0],
      [OWNER, 30_000],
      [OWNER, 61_000],
    ] as const) {
      const entry = await gate.enter(ip, now);
      if ('release' in entry) entry.release();
    }
    const kept = await api.database.kysely.selectFrom('address_windows').select(['address', 'count']).execute();
    expect(kept).toEqual([{ address: OWNER, count: 2 }]);
  });
});

describe('BoundedWork (every password hash)', () => {
  const held = () => {
    const finish: Array<() => void> = [];
    const task = (name: string) => () => new Promise<string>((resolve) => finish.push(() => resolve(name)));
    return { finish, task };
  };

  it('runs so many at once, queues so many, and refuses the rest at once with 1029', async () => {
    const work = new BoundedWork({ concurrency: 1, queueLimit: 1 });
    const { finish, task } = held();
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

  it('says in how many seconds to try again when it is full', async () => {
    const work = new BoundedWork({ concurrency: 1, queueLimit: 0 });
    const { finish, task } = held();
    const running = work.run(task('running'));
    await expect(work.run(task('refused'))).rejects.toMatchObject({
      code: 1029,
      message: expect.stringMatching(/^系统繁忙，请\d+秒后再试$/),
    });
    finish[0]?.();
    await running;
  });

  it('lets one key hold only so many places, so one account cannot fill the queue for the others', async () => {
    const work = new BoundedWork({ concurrency: 1, queueLimit: 10, perKey: 2 });
    const { finish, task } = held();
    const first = work.run(task('first'), 'account:a');
    const second = work.run(task('second'), 'account:a');
    await expect(work.run(task('third'), 'account:a')).rejects.toMatchObject({
      code: 1029,
      message: expect.stringMatching(/^登录尝试过于频繁，请\d+秒后再试$/),
    });
    const other = work.run(task('other'), 'account:b');
    finish[0]?.();
    await expect(first).resolves.toBe('first');
    const again = work.run(task('again'), 'account:a');
    for (let index = 1; index < 4; index += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      finish[index]?.();
    }
    await expect(Promise.all([second, other, again])).resolves.toEqual(['second', 'other', 'again']);
  });
});

describe('BoundedWork that yields to known customers', () => {
  it("lends all but one of its slots to the known customers' work while it runs, and takes them back after", async () => {
    const strangers = new BoundedWork({ concurrency: 2, queueLimit: 5 });
    const known = new BoundedWork({ concurrency: 1, queueLimit: 0 });
    strangers.yieldTo(known);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(name));
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    const first = strangers.run(task('stranger 1'));
    const customer = known.run(task('customer'));
    const second = strangers.run(task('stranger 2'));
    const third = strangers.run(task('stranger 3'));
    await settle();
    expect(started).toEqual(['stranger 1', 'customer']);

    finish.get('customer')?.();
    await expect(customer).resolves.toBe('customer');
    await settle();
    expect(started).toEqual(['stranger 1', 'customer', 'stranger 2']);

    finish.get('stranger 1')?.();
    await settle();
    expect(started).toEqual(['stranger 1', 'customer', 'stranger 2', 'stranger 3']);
    finish.get('stranger 2')?.();
    finish.get('stranger 3')?.();
    await expect(Promise.all([first, second, third])).resolves.toHaveLength(3);
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
      SIGN_IN_FAILURES_PER_TRUSTED_DEVICE: '20',
      PASSWORD_HASH_CONCURRENCY: '4',
      PASSWORD_HASH_QUEUE: '32',
      PASSWORD_HASH_RESERVED_CONCURRENCY: '2',
      PASSWORD_HASH_RESERVED_QUEUE: '4',
      PASSWORD_HASHES_PER_ACCOUNT: '3',
    };
    expect(readConfig(env).signIn).toEqual({
      attemptsPerAddressPerMinute: 60,
      inFlightPerAddress: 4,
      failuresPerAccountAndAddress: 5,
      failuresPerAddress: 100,
      failuresPerAccount: 500,
      failuresPerTrustedDevice: 20,
      hashConcurrency: 4,
      hashQueue: 32,
      reservedHashConcurrency: 2,
      reservedHashQueue: 4,
      hashesPerAccount: 3,
    });
    expect(() => readConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '0' })).toThrow(
      'SIGN_IN_FAILURES_PER_ADDRESS must be a whole number of at least 1, not 0',
    );
  });
});
