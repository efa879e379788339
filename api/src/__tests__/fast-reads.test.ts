import { ERRORS } from '../platform/error-codes';
import { SESSION_IDLE_MS, authenticate, hashToken, revokeSession } from '../auth/sessions';
import { messageCenterFor } from '../messages';
import { logStream } from '../platform/log-stream';
import { inTransaction } from '../db/transaction';
import { postWalletEntry } from '../wallet/ledger/balances';
import { createUser } from '../wallet/__tests__/helpers';
import { startTestApi, type TestApi } from './test-api';

// The signed-in reads answered from memory (api/README.md, "Fast reads") answer what the database
// holds the moment it changes, and the request log keeps one line per request.

let api: TestApi;
/** What the API writes to standard output (its log), kept out of the test's output. */
const written: string[] = [];
let stdout: jest.SpyInstance;
beforeAll(async () => {
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  api = await startTestApi({ config: { logLevel: 'info' } });
});
afterAll(async () => {
  await api.close();
  logStream().flush();
  stdout.mockRestore();
});

const BALANCE = '/api/v1/balance';
const UNREAD = '/api/v1/msg-center/station-msg/unread-quantity';

describe('reads kept in memory', () => {
  it('refuse a session revoked after its reads were kept, at once', async () => {
    const user = await createUser(api.database);
    for (let i = 0; i < 2; i += 1) expect((await api.call('GET', BALANCE, { token: user.token })).status).toBe(200);
    await revokeSession(api.database, user.token);
    expect(await api.call('GET', BALANCE, { token: user.token })).toMatchObject({ status: 401, body: { code: 607 } });
    expect((await api.call('GET', UNREAD, { token: user.token })).body.code).toBe(607);
  });

  it('still end a kept session once it is idle too long, and record its use under the token’s hash', async () => {
    const user = await createUser(api.database);
    const start = Date.now();
    const lastSeen = () =>
      api.database.kysely
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('token_hash', '=', hashToken(user.token))
        .executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i += 1)
      expect((await authenticate(api.database, user.token, { now: start })).userId).toBe(user.id);
    // Used again a few minutes later: the session is kept, and its use is written once.
    expect((await authenticate(api.database, user.token, { now: start + 5 * 60_000 })).userId).toBe(user.id);
    expect((await lastSeen()).last_seen_at).toBe(start + 5 * 60_000);
    await expect(
      authenticate(api.database, user.token, { now: start + 5 * 60_000 + SESSION_IDLE_MS + 1 }),
    ).rejects.toMatchObject({
      code: ERRORS.sessionExpired.code,
    });
  });

  it('answer a changed balance at once', async () => {
    const user = await createUser(api.database);
    const usd = async () =>
      (
        (await api.call('GET', BALANCE, { token: user.token })).body.data as { currency: string; available: string }[]
      ).find((balance) => balance.currency === 'USD')?.available;
    expect(await usd()).toBe('0.00');
    expect(await usd()).toBe('0.00');
    await inTransaction(api.database, (trx) =>
      postWalletEntry(trx, { userId: user.id, currency: 'USD', type: 'ADMIN_RECHARGE_IN', amount: 12_345 }),
    );
    expect(await usd()).toBe('123.45');
  });

  it('answer a changed unread count at once, after a new message and after reading it', async () => {
    const user = await createUser(api.database);
    const unread = async () => (await api.call('GET', UNREAD, { token: user.token })).body.data as { count: number };
    const before = (await unread()).count;
    expect((await unread()).count).toBe(before);
    const id = await messageCenterFor(api.database).sendStationMessage(user.id, {
      title: '通知',
      content: '<p>内容</p>',
    });
    expect((await unread()).count).toBe(before + 1);
    const read = await api.call('PUT', '/api/v1/msg-center/station-msg/read-status', {
      token: user.token,
      body: { id },
    });
    expect(read.body.code).toBe(0);
    expect((await unread()).count).toBe(before);
  });
});

describe('the request log', () => {
  it('writes one line per request: method, path without its query, status and time, never the token', async () => {
    const user = await createUser(api.database);
    logStream().flush();
    written.length = 0;
    await api.call('GET', `${BALANCE}?code=123456`, { token: user.token });
    await api.call('GET', '/api/v1/card?page=1&keyword=secret', { token: 'not-a-token' });
    logStream().flush();
    const text = written.join('');
    expect(text).not.toContain(user.token);
    expect(text).not.toContain('not-a-token');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('secret');
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', path: BALANCE }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', path: '/api/v1/card' }),
        res: { statusCode: 401 },
      }),
    ]);
    for (const line of lines) expect(line.reqId).toBe((line.req as { id: string }).id);
  });
});
