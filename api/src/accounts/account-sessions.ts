import { sql } from 'kysely';
import { hashToken, newPublicId, newSession } from '../auth/sessions';
import type { Queries } from './queries';
import type { SignInClient } from './sign-in-client';

/** Devices are stored the way tokens are: by their SHA-256. */
export const sha256 = hashToken;

/** Device trust lasts 30 days (spec §9). */
export const DEVICE_TRUST_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Signs in from `client`. `checkPending` marks a session on an untrusted device until it passes its
 * code check; a session of an account without an e-mail is marked until it binds one (spec §4: the
 * e-mail first).
 */
export async function startSession(
  db: Queries,
  userId: string,
  deviceHash: string | null,
  client: SignInClient,
  checkPending = false,
): Promise<string> {
  const { token, row } = newSession(userId, deviceHash);
  await db
    .insertInto('sessions')
    .values((eb) => ({
      ...row,
      check_pending: checkPending ? 1 : 0,
      email_pending: eb
        .selectFrom('users')
        .select(sql<number>`CASE WHEN email IS NULL THEN 1 ELSE 0 END`.as('pending'))
        .where('id', '=', userId),
      user_agent: client.userAgent,
      ip: client.ip,
    }))
    .execute();
  return token;
}

const sessionOrigin = (db: Queries, token: string) =>
  db
    .selectFrom('sessions')
    .select(['device_id', 'user_agent', 'ip'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();

/** The device (hashed) a token was issued to. */
export async function sessionDevice(db: Queries, token: string): Promise<string | null> {
  return (await sessionOrigin(db, token))?.device_id ?? null;
}

/** Whether the token's session still owes its device code check (signed in on an untrusted device). */
export async function sessionOwesCheck(db: Queries, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('check_pending')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  return row?.check_pending === 1;
}

/**
 * Revokes the token in hand and issues a fresh one for the same device and sign-in client: run it in
 * the transaction of the check that earned it.
 */
export async function replaceSession(
  trx: Queries,
  oldToken: string,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const origin = await sessionOrigin(trx, oldToken);
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256(oldToken))
    .where('revoked_at', 'is', null)
    .execute();
  const client = { userAgent: origin?.user_agent ?? null, ip: origin?.ip ?? '' };
  return startSession(trx, userId, origin?.device_id ?? null, client);
}

/**
 * Revokes every token of a user (a password reset), or every one but the token in hand (a password
 * changed while signed in).
 */
export async function revokeUserSessions(db: Queries, userId: string, keptToken?: string, now = Date.now()) {
  let revoke = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId);
  if (keptToken !== undefined) revoke = revoke.where('token_hash', '<>', sha256(keptToken));
  await revoke.where('revoked_at', 'is', null).execute();
}

export async function isDeviceTrusted(
  db: Queries,
  userId: string,
  deviceHash: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (!deviceHash) return false;
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Trusts a device for 30 days from `client`'s sign-in; trusting it again renews it under the same id. */
export async function trustDevice(
  db: Queries,
  userId: string,
  deviceHash: string,
  client: SignInClient | null = null,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({
      user_id: userId,
      device_hash: deviceHash,
      expires_at: now + DEVICE_TRUST_MS,
      public_id: newPublicId(),
      user_agent: client?.userAgent ?? null,
      ip: client?.ip ?? null,
      trusted_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'device_hash']).doUpdateSet((eb) => ({
        expires_at: eb.ref('excluded.expires_at'),
        public_id: sql<string>`coalesce(trusted_devices.public_id, excluded.public_id)`,
        user_agent: eb.ref('excluded.user_agent'),
        ip: eb.ref('excluded.ip'),
        trusted_at: eb.ref('excluded.trusted_at'),
      })),
    )
    .execute();
}

/** After a password reset no device stays trusted. */
export async function forgetDevices(db: Queries, userId: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
