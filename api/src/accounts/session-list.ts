import type { AccountSession, TrustedDevice } from '@portal/shared/contract';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashToken } from '../auth/sessions';
import type { Database } from '../db/query-layer';
import { changed } from './queries';
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
export async function listSessions(
  database: Database,
  userId: string,
  token: string,
  now = Date.now(),
): Promise<AccountSession[]> {
  const rows: SessionRow[] = await database.kysely
    .selectFrom('sessions')
    .select(['public_id', 'token_hash', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('check_pending', '=', 0)
    .where('email_pending', '=', 0)
    .where('last_seen_at', '>=', now - SESSION_IDLE_MS)
    .where('created_at', '>=', now - SESSION_ABSOLUTE_MS)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .$narrowType<{ public_id: string }>()
    .execute();
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
export async function revokeSessionById(database: Database, userId: string, id: string, now = Date.now()) {
  const revoked = await database.kysely
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('public_id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (changed(revoked) === 0) throw new ApiFailure('notFound');
}

export async function revokeSessionsBut(database: Database, userId: string, token: string, now = Date.now()) {
  const revoked = await database.kysely
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '<>', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return changed(revoked);
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
export async function listTrustedDevices(
  database: Database,
  userId: string,
  token: string,
  now = Date.now(),
): Promise<TrustedDevice[]> {
  const rows: DeviceRow[] = await database.kysely
    .selectFrom('trusted_devices')
    .select(['public_id', 'device_hash', 'user_agent', 'ip', 'trusted_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('public_id', 'is not', null)
    .orderBy('expires_at', 'desc')
    .$narrowType<{ public_id: string }>()
    .execute();
  const own = await database.kysely
    .selectFrom('sessions')
    .select('device_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
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
export async function forgetTrustedDevice(database: Database, userId: string, id: string): Promise<void> {
  const forgotten = await database.kysely
    .deleteFrom('trusted_devices')
    .where('public_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (changed(forgotten) === 0) throw new ApiFailure('notFound');
}
