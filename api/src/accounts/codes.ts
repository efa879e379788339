import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_VALID_SECONDS, type AccessPurpose, type MarkType, type ResetLinkType } from '@portal/shared/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../platform/api-failure';
import { ACCOUNT_ERRORS } from './errors';
import { changed, type Queries } from './queries';

/** A code is valid this long… */
export const CODE_TTL_MS = CODE_VALID_SECONDS * 1000;
/** …and void after this many wrong tries. */
export const CODE_MAX_ATTEMPTS = 5;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The mark types of the spec plus the two reset purposes the e-mailed links carry. */
export type CodePurpose = MarkType | ResetLinkType;
export type Channel = 'sms' | 'email';

/** Which codes a use accepts: an access code's use names what it authorises. */
export type CodeKind =
  { purpose: Exclude<CodePurpose, 'MARK_TYPE_ACCESS'> } | { purpose: 'MARK_TYPE_ACCESS'; accessPurpose: AccessPurpose };

/**
 * The codes of a kind: an access code sent for that use, or for none (asked for by a portal older
 * than access purposes), so a code sent to reveal a card number never passes a sign-in check.
 */
function ofKind<O>(
  query: SelectQueryBuilder<Schema, 'verification_codes', O>,
  kind: CodeKind,
): SelectQueryBuilder<Schema, 'verification_codes', O> {
  const ofPurpose = query.where('purpose', '=', kind.purpose);
  if (kind.purpose !== 'MARK_TYPE_ACCESS') return ofPurpose;
  const { accessPurpose } = kind;
  return ofPurpose.where((eb) => eb.or([eb('access_purpose', 'is', null), eb('access_purpose', '=', accessPurpose)]));
}

/** The newest first; codes made in the same millisecond in the order they were stored. */
const newestFirst = <O>(query: SelectQueryBuilder<Schema, 'verification_codes', O>) =>
  query
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(1);

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest();

/** Stores a fresh 6-digit code (only its salted hash) and returns it; the newest code of a target replaces older ones. */
export async function storeCode(
  db: Queries,
  code: {
    channel: Channel;
    target: string;
    purpose: CodePurpose;
    /** What an access code authorises; absent for other codes and an access code asked for without one. */
    accessPurpose?: AccessPurpose;
    userId: string | null;
  },
  now = Date.now(),
): Promise<string> {
  const value = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  // Codes dead for a day are of no further use, not even as the newest of their target.
  await db
    .deleteFrom('verification_codes')
    .where('expires_at', '<=', now - PRUNE_AFTER_MS)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      id: randomUUID(),
      channel: code.channel,
      target: code.target,
      purpose: code.purpose,
      access_purpose: code.purpose === 'MARK_TYPE_ACCESS' ? (code.accessPurpose ?? null) : null,
      user_id: code.userId,
      salt,
      code_hash: hashCode(value, salt).toString('hex'),
      created_at: now,
      expires_at: now + CODE_TTL_MS,
    })
    .execute();
  return value;
}

interface CodeRow {
  id: string;
  user_id: string | null;
  salt: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

type CodeFailure = { ok: false; failure: (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS] };

export type CodeOutcome = { ok: true; userId: string | null } | CodeFailure;

export type CodeCheck = CodeKind & {
  target: string;
  code: string;
  /** Only a code this user may use. */
  userId?: string;
};

/** Checks the newest code of (target, kind) without using it up; a wrong try is counted. */
async function checkCode(db: Queries, check: CodeCheck, now: number): Promise<({ ok: true } & CodeRow) | CodeFailure> {
  let query = db
    .selectFrom('verification_codes')
    .select(['id', 'user_id', 'salt', 'code_hash', 'expires_at', 'attempts', 'used_at'])
    .where('target', '=', check.target);
  if (check.userId !== undefined) query = query.where('user_id', '=', check.userId);
  const row = await newestFirst(ofKind(query, check)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, failure: ACCOUNT_ERRORS.codeLocked };
  if (!timingSafeEqual(hashCode(check.code, row.salt), Buffer.from(row.code_hash, 'hex'))) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const locked = row.attempts + 1 >= CODE_MAX_ATTEMPTS;
    return { ok: false, failure: locked ? ACCOUNT_ERRORS.codeLocked : ACCOUNT_ERRORS.codeWrong };
  }
  return { ok: true, ...row };
}

/** Uses up a checked code; false when something used it first. */
const markUsed = async (db: Queries, id: string, now: number): Promise<boolean> =>
  changed(
    await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
  ) === 1;

/** Where the user's newest code of a kind went (their phone or e-mail), or null when none was sent. */
export async function newestCodeTarget(db: Queries, userId: string, kind: CodeKind): Promise<string | null> {
  const query = db.selectFrom('verification_codes').select('target').where('user_id', '=', userId);
  const row = await newestFirst(ofKind(query, kind)).executeTakeFirst();
  return row?.target ?? null;
}

/**
 * Whether the newest code of (target, kind) would pass, without using it up: an e-mailed link is
 * checked when it opens. A wrong try is counted as on use, so the check guesses no faster.
 */
export const codeStillValid = async (db: Queries, check: CodeCheck, now = Date.now()): Promise<boolean> =>
  (await checkCode(db, check, now)).ok;

/**
 * Checks and uses up the newest code of (target, kind) — of that user when `userId` is given.
 * Returns the outcome instead of throwing so that a wrong try is counted even inside a transaction.
 */
export async function consumeCode(db: Queries, check: CodeCheck, now = Date.now()): Promise<CodeOutcome> {
  const checked = await checkCode(db, check, now);
  if (!checked.ok) return checked;
  if (!(await markUsed(db, checked.id, now))) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  return { ok: true, userId: checked.user_id };
}

/**
 * Uses up several codes together or none, in the caller's transaction: the first that fails is
 * answered, with its index (its wrong try counted), and the others stay usable, so the user corrects
 * only that one. A passed code that another process used meanwhile (PostgreSQL) throws 2103's
 * failure, which rolls the caller's transaction back.
 */
export async function consumeCodes(
  trx: Queries,
  checks: CodeCheck[],
  now = Date.now(),
): Promise<{ ok: true } | (CodeFailure & { index: number })> {
  const passed: string[] = [];
  for (const [index, check] of checks.entries()) {
    const checked = await checkCode(trx, check, now);
    if (!checked.ok) return { ...checked, index };
    passed.push(checked.id);
  }
  for (const id of passed) if (!(await markUsed(trx, id, now))) throw new ApiFailure(ACCOUNT_ERRORS.codeExpired);
  return { ok: true };
}

/** Voids a user's unused codes sent to a target: a link still in an old mailbox stops working. */
export async function voidCodesSentTo(db: Queries, userId: string, target: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .execute();
}
