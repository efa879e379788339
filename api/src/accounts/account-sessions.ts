import { createSession, hashToken, revokeSession } from '../auth/sessions';
import type { Db } from '../db/database';

/** Devices are stored the way tokens are: by their SHA-256. */
export const sha256 = hashToken;

/** Device trust lasts 30 days (spec §9). */
export const DEVICE_TRUST_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Signs in. `checkPending` marks a session on an untrusted device until it passes its code check;
 * a session of an account without an e-mail is marked until it binds one (spec §4: the e-mail first).
 */
export function startSession(db: Db, userId: string, deviceHash: string | null, checkPending = false): string {
  const token = createSession(db, userId, deviceHash);
  db.prepare(
    `UPDATE sessions SET check_pending = ?, email_pending = (SELECT email IS NULL FROM users WHERE id = ?)
      WHERE token_hash = ?`,
  ).run(checkPending ? 1 : 0, userId, sha256(token));
  return token;
}

/** The device (hashed) a token was issued to. */
export function sessionDevice(db: Db, token: string): string | null {
  const row = db.prepare('SELECT device_id FROM sessions WHERE token_hash = ?').get(sha256(token)) as
    { device_id: string | null } | undefined;
  return row?.device_id ?? null;
}

/** Whether the token's session still owes its device code check (signed in on an untrusted device). */
export function sessionOwesCheck(db: Db, token: string): boolean {
  const row = db.prepare('SELECT check_pending FROM sessions WHERE token_hash = ?').get(sha256(token)) as
    { check_pending: number } | undefined;
  return row?.check_pending === 1;
}

/** Revokes the token in hand and issues a fresh one for the same device, in one transaction. */
export function replaceSession(db: Db, oldToken: string, userId: string): string {
  return db.transaction(() => {
    const device = sessionDevice(db, oldToken);
    revokeSession(db, oldToken);
    return startSession(db, userId, device);
  })();
}

/** Revokes every token of a user but the one in hand (a password changed while signed in). */
export function revokeOtherSessions(db: Db, userId: string, keptToken: string, now = Date.now()): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL').run(
    now,
    userId,
    sha256(keptToken),
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

export function trustDevice(db: Db, userId: string, deviceHash: string, now = Date.now()): void {
  db.prepare(
    `INSERT INTO trusted_devices (user_id, device_hash, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET expires_at = excluded.expires_at`,
  ).run(userId, deviceHash, now + DEVICE_TRUST_MS);
}

/** After a password reset no device stays trusted. */
export function forgetDevices(db: Db, userId: string): void {
  db.prepare('DELETE FROM trusted_devices WHERE user_id = ?').run(userId);
}
