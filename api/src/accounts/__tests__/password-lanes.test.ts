import { randomUUID } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { createSession } from '../../auth/sessions';
import { sha256, trustDevice } from '../account-sessions';
import { hashPasswordSync } from '../passwords';
import { PASSWORD, phoneInfo, startApi, type TestApi } from './helpers';

/**
 * scrypt for the password `HELD` waits until the test lets it finish, so a lane can be kept full
 * for as long as a check needs; every other password hashes for real.
 */
const HELD = 'Flood1234';
const waiting: Array<() => void> = [];
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof Crypto>('node:crypto');
  return {
    ...actual,
    scrypt: (...args: Parameters<typeof actual.scrypt>) => {
      if (args[0] === HELD) waiting.push(() => actual.scrypt(...args));
      else actual.scrypt(...args);
    },
  };
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const TRX_PASSWORD = '246810';
let phones = 0;

/** A customer with a login and a transaction password, signed in, and a device their account trusts. */
async function customer(api: TestApi) {
  phones += 1;
  const id = randomUUID();
  const phone = `1370000${String(phones).padStart(4, '0')}`;
  await api.database.kysely
    .insertInto('users')
    .values({
      id,
      phone,
      password_hash: hashPasswordSync(PASSWORD),
      trx_password_hash: hashPasswordSync(TRX_PASSWORD),
      created_at: Date.now(),
    })
    .execute();
  const device = `trusted-device-${phones}`;
  await trustDevice(api.database.kysely, id, sha256(device));
  return { phone, device, token: await createSession(api.database, id, null) };
}

const signIn = (api: TestApi, from: string, phone: string, password: string, device?: string) =>
  api.call('POST', '/api/v1/account/login', {
    body: { phone_info: phoneInfo(phone), password, ...(device && { device_id: device }) },
    headers: { 'X-Forwarded-For': from },
  });

const checkTrxPassword = (api: TestApi, token: string, trx_password: string) =>
  api.call('POST', '/api/v1/account/trx-password/check', { token, body: { trx_password } });

describe('password hashing lanes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi('sandbox', {
      signIn: { hashConcurrency: 1, hashQueue: 1, reservedHashConcurrency: 1, reservedHashQueue: 0 },
    });
  });
  afterAll(() => api.close());

  it("keeps a trusted device's sign-in and a transaction-password check going while strangers fill the sign-in lane", async () => {
    const owner = await customer(api);
    const flood = [signIn(api, '203.0.113.1', '13900000001', HELD), signIn(api, '203.0.113.2', '13900000002', HELD)];
    await until(() => waiting.length === 1);
    expect((await signIn(api, '203.0.113.3', '13900000003', HELD)).body).toMatchObject({
      code: 1029,
      message: expect.stringMatching(/^系统繁忙，请\d+秒后再试$/),
    });
    expect((await signIn(api, '198.51.100.1', owner.phone, PASSWORD)).body.code).toBe(1029);

    expect((await signIn(api, '198.51.100.1', owner.phone, PASSWORD, owner.device)).body).toMatchObject({
      code: 0,
      data: { check: false },
    });
    expect((await checkTrxPassword(api, owner.token, TRX_PASSWORD)).body.code).toBe(0);

    waiting.shift()?.();
    await until(() => waiting.length === 1);
    waiting.shift()?.();
    for (const answer of await Promise.all(flood)) expect(answer.body.code).toBe(2001);
  });

  it('counts no wrong transaction password for a check refused before it compared', async () => {
    const [holder, refused] = [await customer(api), await customer(api)];
    const held = checkTrxPassword(api, holder.token, HELD);
    await until(() => waiting.length === 1);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await checkTrxPassword(api, refused.token, TRX_PASSWORD)).body).toMatchObject({ code: 1029 });
    }
    waiting.shift()?.();
    expect((await held).body.code).toBe(4081);
    expect((await checkTrxPassword(api, refused.token, TRX_PASSWORD)).body.code).toBe(0);
  });
});
