import { randomUUID } from 'node:crypto';
import { ERRORS } from '../../platform/error-codes';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { callKey } from '../unfinished-sign-in';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  authenticate,
  createSession,
  hashToken,
  revokeSession,
  sessionInForce,
} from '../sessions';

// Sessions on the query layer, on SQLite and on PostgreSQL alike.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function newUser(): Promise<string> {
  const id = randomUUID();
  const phone = `131${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await api.database.kysely
    .insertInto('users')
    .values({ id, phone, password_hash: 'x', created_at: Date.now() })
    .execute();
  return id;
}

const sessionRow = (token: string) =>
  api.database.kysely
    .selectFrom('sessions')
    .select(['user_id', 'last_seen_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

const refusal = (error: { code: number; message: string }) => ({ code: error.code, message: error.message });

describe('sessions', () => {
  it('stores only the token’s hash and signs its user in', async () => {
    const userId = await newUser();
    const token = await createSession(api.database, userId, null);
    expect(await sessionRow(token)).toMatchObject({ user_id: userId, revoked_at: null });
    expect(await authenticate(api.database, token)).toMatchObject({ userId, signInUnfinished: false });
  });

  it('says on PostgreSQL where the live events stood when the session was read (the answer’s X-Last-Event-Id)', async () => {
    const userId = await newUser();
    const token = await createSession(api.database, userId, null);
    const { id } = await api.database.kysely
      .insertInto('events')
      .values({ user_id: userId, type: 'FREEZE', message_seq: null, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // On SQLite the message center keeps that id itself, until the next event.
    const expected = api.database.dialect === 'postgres' ? Number(id) : null;
    expect((await authenticate(api.database, token)).eventsUpTo).toBe(expected);
  });

  it('records a use at most once a minute, and a look (sessionInForce) never', async () => {
    const start = Date.now();
    const token = await createSession(api.database, await newUser(), null, start);
    await authenticate(api.database, token, { now: start + 30_000 });
    await sessionInForce(api.database, token, start + 5 * 60_000);
    expect((await sessionRow(token)).last_seen_at).toBe(start);
    await authenticate(api.database, token, { now: start + 61_000 });
    expect((await sessionRow(token)).last_seen_at).toBe(start + 61_000);
  });

  it('refuses no token, a revoked one, and one past its idle or absolute lifetime', async () => {
    const userId = await newUser();
    await expect(authenticate(api.database, null)).rejects.toMatchObject(refusal(ERRORS.notSignedIn));
    const revoked = await createSession(api.database, userId, null);
    await revokeSession(api.database, revoked);
    await expect(authenticate(api.database, revoked)).rejects.toMatchObject(refusal(ERRORS.sessionRevoked));
    const idle = await createSession(api.database, userId, null, Date.now() - SESSION_IDLE_MS - 1000);
    await expect(authenticate(api.database, idle)).rejects.toMatchObject(refusal(ERRORS.sessionExpired));
    const old = await createSession(api.database, userId, null, Date.now() - SESSION_ABSOLUTE_MS - 1000);
    await api.database.kysely.updateTable('sessions').set({ last_seen_at: Date.now() }).execute();
    await expect(sessionInForce(api.database, old)).rejects.toMatchObject(refusal(ERRORS.sessionExpired));
  });

  it('refuses a disabled account, and lets an unfinished sign-in make only the calls that finish it', async () => {
    const userId = await newUser();
    const token = await createSession(api.database, userId, null);
    await api.database.kysely
      .updateTable('sessions')
      .set({ check_pending: 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await expect(authenticate(api.database, token)).rejects.toMatchObject(refusal(ERRORS.checkPending));
    expect(await authenticate(api.database, token, { route: callKey('accountInfo') })).toMatchObject({
      userId,
      signInUnfinished: true,
    });
    await api.database.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', userId).execute();
    await expect(authenticate(api.database, token, { route: callKey('accountInfo') })).rejects.toMatchObject(
      refusal(ERRORS.accountDisabled),
    );
  });
});
