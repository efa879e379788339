import { hash, randomBytes } from 'node:crypto';
import { TOKEN_MAX_LENGTH } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { sql } from '../db/statements';
import { UntilNextWrite } from '../db/until-next-write';
import { ApiFailure } from '../platform/api-failure';
import { isSignInUnfinished, routeKey, unfinishedSignInRefusal } from './unfinished-sign-in';

/** A session ends after this long without a call… */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

/** How a token is stored: its SHA-256 in hex. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

interface SessionRow {
  token_hash: string;
  user_id: string;
  check_pending: number;
  email_pending: number;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  disabled: number;
  service_closed: number | null;
}

/**
 * Sessions as last read, per database: every signed-in call reads one, and writes are rare. They are
 * kept under their tokens, so a call whose session is kept does not hash its token again; the
 * tokens stay in the process's memory only until the next write, as the requests bearing them do,
 * and never reach the database (which holds their hashes) or the logs.
 */
const sessionCaches = new WeakMap<Db, UntilNextWrite<SessionRow>>();

function sessionRows(db: Db): UntilNextWrite<SessionRow> {
  let rows = sessionCaches.get(db);
  if (!rows) {
    rows = new UntilNextWrite(db);
    sessionCaches.set(db, rows);
  }
  return rows;
}

const readSession = (db: Db, tokenHash: string) =>
  sql(
    db,
    `SELECT s.token_hash, s.user_id, s.check_pending, s.email_pending, s.created_at, s.last_seen_at, s.revoked_at, u.disabled,
            (SELECT service_closed FROM merchant WHERE id = 1) AS service_closed
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
  ).get(tokenHash) as SessionRow | undefined;

/** An opaque id for what the settings screen lists (a session, a trusted device): 128 random bits in hex. */
export const newPublicId = (): string => randomBytes(16).toString('hex');

/** Issues a token of 256 random bits; only its hash is stored, and the session is listed under an opaque id. */
export function createSession(db: Db, userId: string, deviceId: string | null, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `INSERT INTO sessions (token_hash, public_id, user_id, device_id, created_at, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(hashToken(token), newPublicId(), userId, deviceId, now, now);
  return token;
}

/** A request whose route is named (`routeKey`) only when its sign-in is unfinished: reading it costs an object. */
export interface RoutedRequest {
  method: string;
  routeOptions: { url?: string };
}

/** The call being made (see `routeKey`), or the request making it. */
export type CallRoute = string | null | RoutedRequest;

const nameOf = (route: CallRoute): string | null =>
  route === null || typeof route === 'string' ? route : routeKey(route.method, route.routeOptions.url ?? '');

/**
 * The session of a token if it stands and may make the call `route`, else the failure that signs
 * the portal out (605–608, 1000).
 */
function standingRow(db: Db, token: string, now: number, route: CallRoute): SessionRow {
  const row = sessionRows(db).get(token, () => readSession(db, hashToken(token)));
  if (!row) throw new ApiFailure('notSignedIn');
  if (row.revoked_at !== null) throw new ApiFailure('sessionRevoked');
  if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_ABSOLUTE_MS) {
    throw new ApiFailure('sessionExpired');
  }
  if (row.disabled) throw new ApiFailure('accountDisabled');
  const unfinished = isSignInUnfinished(row) ? unfinishedSignInRefusal(row, nameOf(route)) : null;
  if (unfinished) throw new ApiFailure(unfinished);
  if (row.service_closed) throw new ApiFailure('merchantClosed');
  return row;
}

/** Whom a token signs in, and whether that sign-in still owes a step (the device check, an e-mail). */
export interface SignedIn {
  userId: string;
  signInUnfinished: boolean;
}

/**
 * The user a bearer token belongs to, or the failure that signs the portal out (605–608, 1000).
 * `route` (see `routeKey`) is the call being made: a sign-in that is not finished yet may make only
 * the calls of ./unfinished-sign-in; without a route only a finished one is accepted.
 */
export function authenticate(
  db: Db,
  token: string | null,
  { now = Date.now(), route = null }: { now?: number; route?: CallRoute } = {},
): SignedIn {
  if (!token) throw new ApiFailure('notSignedIn');
  const row = standingRow(db, token, now, route);
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    sql(db, 'UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, row.token_hash);
  }
  return { userId: row.user_id, signInUnfinished: isSignInUnfinished(row) };
}

/** A signed-in session as it stands now: its user, and the moment it expires unless it is used again. */
export interface SessionInForce {
  userId: string;
  expiresAt: number;
}

/**
 * Like `authenticate`, but only looks: the session is not counted as used, so a long-lived
 * connection that checks it again and again (the live stream) does not keep an idle session alive.
 */
export function sessionInForce(db: Db, token: string | null, now = Date.now()): SessionInForce {
  if (!token) throw new ApiFailure('notSignedIn');
  const row = standingRow(db, token, now, null);
  const lastValid = Math.min(row.last_seen_at + SESSION_IDLE_MS, row.created_at + SESSION_ABSOLUTE_MS);
  return { userId: row.user_id, expiresAt: lastValid + 1 };
}

/** Revokes one token (sign-out). */
export function revokeSession(db: Db, token: string, now = Date.now()): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now,
    hashToken(token),
  );
}

/** Revokes every token of a user (password reset). */
export function revokeUserSessions(db: Db, userId: string, now = Date.now()): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
}

const BEARER = new RegExp(`^Bearer ([\\x21-\\x7e]{1,${TOKEN_MAX_LENGTH}})$`);

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | null {
  const match = BEARER.exec(header ?? '');
  return match?.[1] ?? null;
}
