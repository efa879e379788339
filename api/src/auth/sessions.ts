import { hash, randomBytes } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { TOKEN_MAX_LENGTH } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { compiledOnce, type Database } from '../db/query-layer';
import type { Schema } from '../db/schema';
import type { Transaction } from '../db/transaction';
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

export interface SessionRow {
  token_hash: string;
  user_id: string;
  check_pending: number;
  email_pending: number;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  disabled: number;
  service_closed: number | null;
  /** PostgreSQL only: the id of the last event committed when the session was read (0 before the first). */
  events_up_to?: number;
}

/** A session with what decides whether it stands: its user's state and the merchant's service switch. */
const selectSession = (kysely: Kysely<Schema>) =>
  kysely
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.token_hash',
      's.user_id',
      's.check_pending',
      's.email_pending',
      's.created_at',
      's.last_seen_at',
      's.revoked_at',
      'u.disabled',
    ])
    .select((eb) =>
      eb.selectFrom('merchant').select('service_closed').where('id', '=', sql.lit(1)).as('service_closed'),
    );

/**
 * Read by every signed-in call: built and compiled once, its one value (the token's hash) given at
 * each execution. The merchant's id is written into the text, so the hash is its only parameter.
 */
const SESSION_ROW = compiledOnce((kysely) => selectSession(kysely).where('s.token_hash', '=', ''));

/**
 * The same on PostgreSQL, with where the live events stand (`events_up_to`, the answer's
 * X-Last-Event-Id): read before the call reads its data, in the same round trip. On SQLite the
 * message center keeps that id until the next event instead.
 */
const SESSION_ROW_AND_EVENTS = compiledOnce((kysely) =>
  selectSession(kysely)
    .select((eb) =>
      eb
        .selectFrom('events')
        .select((inner) => inner.fn.coalesce(inner.fn.max('id'), sql.lit(0)).as('latest'))
        .as('events_up_to'),
    )
    .where('s.token_hash', '=', ''),
);

const sessionRowOf = (database: Database, tokenHash: string): CompiledQuery<SessionRow> => ({
  ...((database.dialect === 'postgres' ? SESSION_ROW_AND_EVENTS : SESSION_ROW)(database) as CompiledQuery<SessionRow>),
  parameters: [tokenHash],
});

/**
 * Sessions as last read, on SQLite only (api/README.md "Databases": on PostgreSQL another process
 * may write): every signed-in call reads one, and writes are rare. They are kept under their tokens,
 * so a call whose session is kept does not hash its token again; the tokens stay in the process's
 * memory only until the next write, as the requests bearing them do, and never reach the database
 * (which holds their hashes) or the logs.
 */
const sessionCaches = new WeakMap<Db, UntilNextWrite<SessionRow>>();

function keptSessions(database: Database): UntilNextWrite<SessionRow> | null {
  const db = database.sqlite;
  if (db === null) return null;
  let rows = sessionCaches.get(db);
  if (!rows) {
    rows = new UntilNextWrite(db);
    sessionCaches.set(db, rows);
  }
  return rows;
}

async function readSession(database: Database, token: string): Promise<SessionRow | undefined> {
  const read = async () => (await database.kysely.executeQuery(sessionRowOf(database, hashToken(token)))).rows[0];
  const kept = keptSessions(database);
  return kept ? kept.read(token, read) : read();
}

/** An opaque id for what the settings screen lists (a session, a trusted device): 128 random bits in hex. */
export const newPublicId = (): string => randomBytes(16).toString('hex');

/** A new session's token (256 random bits) and its row: only the token's hash is stored. */
export function newSession(userId: string, deviceId: string | null, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const row = {
    token_hash: hashToken(token),
    public_id: newPublicId(),
    user_id: userId,
    device_id: deviceId,
    created_at: now,
    last_seen_at: now,
  };
  return { token, row };
}

/** Issues a token of 256 random bits; only its hash is stored, and the session is listed under an opaque id. */
export async function createSession(
  database: Database,
  userId: string,
  deviceId: string | null,
  now = Date.now(),
): Promise<string> {
  const { token, row } = newSession(userId, deviceId, now);
  await database.kysely.insertInto('sessions').values(row).execute();
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
 * The session row if it stands and may make the call `route`, else the failure that signs the
 * portal out (605–608, 1000).
 */
function standing(row: SessionRow | undefined, now: number, route: CallRoute): SessionRow {
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
  /** On PostgreSQL, the id of the last event committed when the session was read; null on SQLite. */
  eventsUpTo: number | null;
}

const signedIn = (row: SessionRow): SignedIn => ({
  userId: row.user_id,
  signInUnfinished: isSignInUnfinished(row),
  eventsUpTo: row.events_up_to ?? null,
});

const dueForTouch = (row: SessionRow, now: number) => now - row.last_seen_at > TOUCH_EVERY_MS;

/**
 * On SQLite, who a token signs in when its session is kept (read since the last write) and needs no
 * touch, decided without a promise: the busiest path of the API. Null when it must be read
 * (`authenticate`); a kept session that does not stand throws its failure.
 */
export function keptSignIn(
  database: Database,
  token: string | null,
  { now = Date.now(), route = null }: { now?: number; route?: CallRoute } = {},
): SignedIn | null {
  if (!token) throw new ApiFailure('notSignedIn');
  const row = keptSessions(database)?.kept(token);
  if (row === undefined || dueForTouch(row, now)) return null;
  return signedIn(standing(row, now, route));
}

/**
 * The user a bearer token belongs to, or the failure that signs the portal out (605–608, 1000).
 * `route` (see `routeKey`) is the call being made: a sign-in that is not finished yet may make only
 * the calls of ./unfinished-sign-in; without a route only a finished one is accepted.
 */
export async function authenticate(
  database: Database,
  token: string | null,
  { now = Date.now(), route = null }: { now?: number; route?: CallRoute } = {},
): Promise<SignedIn> {
  if (!token) throw new ApiFailure('notSignedIn');
  const row = standing(await readSession(database, token), now, route);
  if (dueForTouch(row, now)) {
    await database.kysely
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  return signedIn(row);
}

/** A signed-in session as it stands now: its user, and the moment it expires unless it is used again. */
export interface SessionInForce {
  userId: string;
  expiresAt: number;
}

function inForce(row: SessionRow | undefined, now: number): SessionInForce {
  const stands = standing(row, now, null);
  const lastValid = Math.min(stands.last_seen_at + SESSION_IDLE_MS, stands.created_at + SESSION_ABSOLUTE_MS);
  return { userId: stands.user_id, expiresAt: lastValid + 1 };
}

/**
 * Like `authenticate`, but only looks: the session is not counted as used, so a long-lived
 * connection that checks it again and again does not keep an idle session alive.
 */
export async function sessionInForce(
  database: Database,
  token: string | null,
  now = Date.now(),
): Promise<SessionInForce> {
  if (!token) throw new ApiFailure('notSignedIn');
  return inForce(await readSession(database, token), now);
}

/** `sessionInForce` inside a transaction (`trx`): read there, never kept. */
export async function sessionInForceIn(trx: Transaction, token: string, now = Date.now()): Promise<SessionInForce> {
  const row = await selectSession(trx).where('s.token_hash', '=', hashToken(token)).executeTakeFirst();
  return inForce(row, now);
}

/**
 * `sessionInForce` for many sessions at once, by their tokens' hashes, in one query: each one's
 * standing, or the failure that ended it (for the live streams on PostgreSQL, a batch at a time).
 */
export async function sessionsInForce(
  database: Database,
  tokenHashes: readonly string[],
  now = Date.now(),
): Promise<Array<SessionInForce | ApiFailure>> {
  if (tokenHashes.length === 0) return [];
  const rows = await selectSession(database.kysely)
    .where('s.token_hash', 'in', [...new Set(tokenHashes)])
    .execute();
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  return tokenHashes.map((tokenHash) => {
    try {
      return inForce(byHash.get(tokenHash), now);
    } catch (failure) {
      if (failure instanceof ApiFailure) return failure;
      throw failure;
    }
  });
}

/** Revokes one token (sign-out). */
export async function revokeSession(database: Database, token: string, now = Date.now()): Promise<void> {
  await database.kysely
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

const BEARER = new RegExp(`^Bearer ([\\x21-\\x7e]{1,${TOKEN_MAX_LENGTH}})$`);

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | null {
  const match = BEARER.exec(header ?? '');
  return match?.[1] ?? null;
}
