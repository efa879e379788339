import { hashPassword, isOutdatedHash, verifyAgainstDummy, verifyPassword } from '../passwords';
import { DEMO_ACCOUNT, seedDemoAccount } from '..';
import { DEMO_ACCOUNT_HASHES } from '../demo-account';
import { startApi, type TestApi } from './helpers';

/** Runs `body` with PASSWORD_HASH_COST_TEST and NODE_ENV set as given. */
async function withEnv<T>(env: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await body();
  } finally {
    process.env = saved;
  }
}

/** Whose hashes these are: a customer's, in the customer lane. */
const OWNER = { lane: 'customer', key: 'account:test' } as const;

describe('password hashing', () => {
  it("uses scrypt at OWASP's 16 MiB parameters by default, in a self-describing string", async () => {
    const stored = await withEnv({ PASSWORD_HASH_COST_TEST: undefined }, () => hashPassword('Passw0rd', OWNER));
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Passw0rd', stored, OWNER)).toBe(true);
    expect(await verifyPassword('Passw0rd1', stored, OWNER)).toBe(false);
  });

  it('ignores the lowered test cost outside NODE_ENV=test', async () => {
    const stored = await withEnv({ PASSWORD_HASH_COST_TEST: '10', NODE_ENV: 'production' }, () =>
      hashPassword('x', OWNER),
    );
    expect(stored).toMatch(/^\$scrypt\$ln=14,/);
  });

  it('still verifies a hash stored at the former 128 MiB parameters, and calls it outdated', async () => {
    const former = '$scrypt$ln=17,r=8,p=1$aFWajEt168cnvXUWZOudPw$hH6NewIFUgUehNXd8fnjGja54zIpNflQlu_n0s7nXIE';
    expect(await verifyPassword('Passw0rd', former, OWNER)).toBe(true);
    expect(await verifyPassword('Passw0rd1', former, OWNER)).toBe(false);
    expect(isOutdatedHash(former)).toBe(true);
    expect(isOutdatedHash(await hashPassword('Passw0rd', OWNER))).toBe(false);
  });

  it('salts every hash and never matches a malformed or absurd stored value', async () => {
    const [first, second] = [await hashPassword('Passw0rd', OWNER), await hashPassword('Passw0rd', OWNER)];
    expect(first).not.toBe(second);
    for (const stored of ['', 'Passw0rd', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA', first.replace(/.$/, '')]) {
      expect(await verifyPassword('Passw0rd', stored, OWNER)).toBe(false);
    }
    expect(await verifyAgainstDummy('Passw0rd', OWNER)).toBe(false);
  });
});

describe('seedDemoAccount', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it("keeps hashes of the demo's password and transaction password at the parameters new hashes use", async () => {
    expect(await verifyPassword(DEMO_ACCOUNT.password, DEMO_ACCOUNT_HASHES.password, OWNER)).toBe(true);
    expect(await verifyPassword(DEMO_ACCOUNT.trxPassword, DEMO_ACCOUNT_HASHES.trxPassword, OWNER)).toBe(true);
    await withEnv({ PASSWORD_HASH_COST_TEST: undefined }, async () => {
      expect(isOutdatedHash(DEMO_ACCOUNT_HASHES.password)).toBe(false);
      expect(isOutdatedHash(DEMO_ACCOUNT_HASHES.trxPassword)).toBe(false);
    });
  });

  it('creates the demo account once, with its e-mail bound, and it signs in', async () => {
    const seeded = await seedDemoAccount(api.database);
    expect(seeded).toEqual({ userId: expect.any(String), ...DEMO_ACCOUNT });
    expect((await seedDemoAccount(api.database)).userId).toBe(seeded.userId);
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { email: 'demo@example.com', password: 'Demo1234', device_id: 'demo-device' },
    });
    expect(login.body.data).toMatchObject({ email: true, check: true });
  });
});
