import { hashToken, newPublicId, newSession } from '../auth/sessions';
import type { Db } from '../db/database';
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
export function startSession(
  db: Db,
  userId: string,
  deviceHash: string | null,
  client: SignInClient,
  checkPending = false,
): string {
  // Synchronous (better-sqlite3) while the sign-in's own transactions are: see replaceSession.
  const { token, row } = newSession(userId, deviceHash);
  db.prepare(
    `INSERT INTO sessions (token_hash, public_id, user_id, device_id, created_at, last_seen_at,
                           check_pending, email_pending, user_agent, ip)
     VALUES (@token_hash, @public_id, @user_id, @device_id, @created_at, @last_seen_at,
             @check_pending, (SELECT email IS NULL FROM users WHERE id = @user_id), @user_agent, @ip)`,
  ).run({ ...row, check_pending: checkPending ? 1 : 0, user_agent: client.userAgent, ip: client.ip });
  return token;
}

interface SessionOrigin {
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
}

const sessionOrigin = (db: Db, token: string) =>
  db.prepare('SELECT device_id, user_agent, ip FROM sessions WHERE token_hash = ?').get(sha256(token)) as
    SessionOrigin | undefined;

/** The device (hashed) a token was issued to. */
export function sessionDevice(db: Db, token: string): string | null {
  return sessionOrigin(db, token)?.device_id ?? null;
}

/** Whether the token's session still owes its device code check (signed in on an untrusted device). */
export function sessionOwesCheck(db: Db, token: string): boolean {
  const row = db.prepare('SELECT check_pending FROM sessions WHERE token_hash = ?').get(sha256(token)) as
    { check_pending: number } | undefined;
  return row?.check_pending === 1;
}

/** Revokes the token in hand and issues a fresh one for the same device and sign-in client, in one transaction. */
export function replaceSession(db: Db, oldToken: string, userId: string): string {
  return db.transaction(() => {
    const origin = sessionOrigin(db, oldToken);
    db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
      Date.now(),
      sha256(oldToken),
    );
    const client = { userAgent: origin?.user_agent ?? null, ip: origin?.ip ?? '' };
    return startSession(db, userId, origin?.device_id ?? null, client);
  })();
}

/**
 * Revokes every token of a user (a password reset), or every one but the token in hand (a password
 * changed while signed in).
 */
export function revokeUserSessions(db: Db, userId: string, keptToken?: string, now = Date.now()): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash IS NOT ? AND revoked_at IS NULL').run(
    now,
    userId,
    keptToken === undefined ? null : sha256(keptToken),
  );
}

export function isDeviceTrusted(db: Db, userId: string, deviceHash: string | null, now = Date.now()): boolean {
  if (!deviceHash) return false;
  return (
    db
      .prepare('SELECT 1 FROM trusted_devices WHERE user_id = ? AND device_hash = ? AND expires_at > ?')
      .get(userId, deviceHash, now) !== undefined
  );
}

/** Trusts a device for 30 days from `client`'s sign-in; trusting it again renews it under the same id. */
export function trustDevice(
  db: Db,
  userId: string,
  deviceHash: string,
  client: SignInClient | null = null,
  now = Date.now(),
): void {
  db.prepare(
    `INSERT INTO trusted_devices (user_id, device_hash, expires_at, public_id, user_agent, ip, trusted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET expires_at = excluded.expires_at,
       public_id = coalesce(trusted_devices.public_id, excluded.public_id), user_agent = excluded.user_agent,
       ip = excluded.ip, trusted_at = excluded.trusted_at`,
  ).run(userId, deviceHash, now + DEVICE_TRUST_MS, newPublicId(), client?.userAgent ?? null, client?.ip ?? null, now);
}

/** After a password reset no device stays trusted. */
export function forgetDevices(db: Db, userId: string): void {
  db.prepare('DELETE FROM trusted_devices WHERE user_id = ?').run(userId);
}
