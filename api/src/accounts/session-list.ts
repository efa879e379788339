import type { AccountSession, TrustedDevice } from '@portal/shared/contract';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashToken } from '../auth/sessions';
import type { Db } from '../db/database';
import { ApiFailure } from '../platform/api-failure';
import { browserOf } from './browser-label';

const iso = (ms: number) => new Date(ms).toISOString();

interface SessionRow {
  public_id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
}

/**
 * The account's signed-in sessions: not revoked, not past their idle or absolute lifetime, and
 * finished (a sign-in still owing its code check or e-mail can do nothing else, and signing out the
 * others ends it too). The calling session first, then the most recently active.
 */
export function listSessions(db: Db, userId: string, token: string, now = Date.now()): AccountSession[] {
  const rows = db
    .prepare(
      `SELECT public_id, token_hash, user_agent, ip, created_at, last_seen_at FROM sessions
        WHERE user_id = ? AND revoked_at IS NULL AND check_pending = 0 AND email_pending = 0
          AND last_seen_at >= ? AND created_at >= ?
        ORDER BY last_seen_at DESC, created_at DESC`,
    )
    .all(userId, now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS) as SessionRow[];
  const current = hashToken(token);
  return rows
    .map((row) => ({
      id: row.public_id,
      current: row.token_hash === current,
      ...browserOf(row.user_agent, row.ip),
      signed_in_at: iso(row.created_at),
      last_active_at: iso(row.last_seen_at),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one session of the account by its id; another account's id, or an ended one, is not found. */
export function revokeSessionById(db: Db, userId: string, id: string, now = Date.now()): void {
  const { changes } = db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE public_id = ? AND user_id = ? AND revoked_at IS NULL')
    .run(now, id, userId);
  if (changes === 0) throw new ApiFailure('notFound');
}

/** Signs out every session of the account but the calling one; how many were ended. */
export function revokeSessionsBut(db: Db, userId: string, token: string, now = Date.now()): number {
  return db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL')
    .run(now, userId, hashToken(token)).changes;
}

interface DeviceRow {
  public_id: string;
  device_hash: string;
  user_agent: string | null;
  ip: string | null;
  trusted_at: number | null;
  expires_at: number;
}

/** The devices the account trusts now, the calling session's own first, then the most recently trusted. */
export function listTrustedDevices(db: Db, userId: string, token: string, now = Date.now()): TrustedDevice[] {
  const rows = db
    .prepare(
      `SELECT public_id, device_hash, user_agent, ip, trusted_at, expires_at FROM trusted_devices
        WHERE user_id = ? AND expires_at > ? AND public_id IS NOT NULL
        ORDER BY expires_at DESC`,
    )
    .all(userId, now) as DeviceRow[];
  const own = db.prepare('SELECT device_id FROM sessions WHERE token_hash = ?').get(hashToken(token)) as
    { device_id: string | null } | undefined;
  return rows
    .map((row) => ({
      id: row.public_id,
      current: own?.device_id != null && row.device_hash === own.device_id,
      ...browserOf(row.user_agent, row.ip),
      trusted_at: row.trusted_at === null ? null : iso(row.trusted_at),
      expires_at: iso(row.expires_at),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Stops trusting one device of the account: its next sign-in asks for the code check again. */
export function forgetTrustedDevice(db: Db, userId: string, id: string): void {
  const { changes } = db.prepare('DELETE FROM trusted_devices WHERE public_id = ? AND user_id = ?').run(id, userId);
  if (changes === 0) throw new ApiFailure('notFound');
}
