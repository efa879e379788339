import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_VALID_SECONDS, type AccessPurpose, type MarkType, type ResetLinkType } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { ACCOUNT_ERRORS } from './errors';

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
function codesOfKind(kind: CodeKind): { sql: string; params: string[] } {
  if (kind.purpose !== 'MARK_TYPE_ACCESS') return { sql: 'purpose = ?', params: [kind.purpose] };
  return {
    sql: 'purpose = ? AND (access_purpose IS NULL OR access_purpose = ?)',
    params: [kind.purpose, kind.accessPurpose],
  };
}

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest();

/** Stores a fresh 6-digit code (only its salted hash) and returns it; the newest code of a target replaces older ones. */
export function storeCode(
  db: Db,
  code: {
    channel: Channel;
    target: string;
    purpose: CodePurpose;
    /** What an access code authorises; absent for other codes and an access code asked for without one. */
    accessPurpose?: AccessPurpose;
    userId: string | null;
  },
  now = Date.now(),
): string {
  const value = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  // Codes dead for a day are of no further use, not even as the newest of their target.
  db.prepare('DELETE FROM verification_codes WHERE expires_at <= ?').run(now - PRUNE_AFTER_MS);
  db.prepare(
    `INSERT INTO verification_codes
       (id, channel, target, purpose, access_purpose, user_id, salt, code_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    code.channel,
    code.target,
    code.purpose,
    code.purpose === 'MARK_TYPE_ACCESS' ? (code.accessPurpose ?? null) : null,
    code.userId,
    salt,
    hashCode(value, salt).toString('hex'),
    now,
    now + CODE_TTL_MS,
  );
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
function checkCode(db: Db, check: CodeCheck, now: number): ({ ok: true } & CodeRow) | CodeFailure {
  const ofKind = codesOfKind(check);
  const ofUser = check.userId === undefined ? '' : 'AND user_id = ?';
  const row = db
    .prepare(
      `SELECT id, user_id, salt, code_hash, expires_at, attempts, used_at FROM verification_codes
        WHERE target = ? AND ${ofKind.sql} ${ofUser} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(check.target, ...ofKind.params, ...(check.userId === undefined ? [] : [check.userId])) as CodeRow | undefined;
  if (!row || row.used_at !== null || row.expires_at <= now) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, failure: ACCOUNT_ERRORS.codeLocked };
  if (!timingSafeEqual(hashCode(check.code, row.salt), Buffer.from(row.code_hash, 'hex'))) {
    db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    const locked = row.attempts + 1 >= CODE_MAX_ATTEMPTS;
    return { ok: false, failure: locked ? ACCOUNT_ERRORS.codeLocked : ACCOUNT_ERRORS.codeWrong };
  }
  return { ok: true, ...row };
}

/** Uses up a checked code; false when something used it first. */
const markUsed = (db: Db, id: string, now: number): boolean =>
  db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;

/** Where the user's newest code of a kind went (their phone or e-mail), or null when none was sent. */
export function newestCodeTarget(db: Db, userId: string, kind: CodeKind): string | null {
  const ofKind = codesOfKind(kind);
  const row = db
    .prepare(
      `SELECT target FROM verification_codes WHERE user_id = ? AND ${ofKind.sql}
        ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(userId, ...ofKind.params) as { target: string } | undefined;
  return row?.target ?? null;
}

/**
 * Whether the newest code of (target, kind) would pass, without using it up: an e-mailed link is
 * checked when it opens. A wrong try is counted as on use, so the check guesses no faster.
 */
export const codeStillValid = (db: Db, check: CodeCheck, now = Date.now()): boolean => checkCode(db, check, now).ok;

/**
 * Checks and uses up the newest code of (target, kind) — of that user when `userId` is given.
 * Returns the outcome instead of throwing so that a wrong try is counted even inside a transaction.
 */
export function consumeCode(db: Db, check: CodeCheck, now = Date.now()): CodeOutcome {
  const checked = checkCode(db, check, now);
  if (!checked.ok) return checked;
  if (!markUsed(db, checked.id, now)) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  return { ok: true, userId: checked.user_id };
}

/**
 * Uses up several codes together or none: the first that fails is answered, with its index (its
 * wrong try counted), and the others stay usable, so the user corrects only that one.
 */
export function consumeCodes(
  db: Db,
  checks: CodeCheck[],
  now = Date.now(),
): { ok: true } | (CodeFailure & { index: number }) {
  return db.transaction((): { ok: true } | (CodeFailure & { index: number }) => {
    const passed: string[] = [];
    for (const [index, check] of checks.entries()) {
      const checked = checkCode(db, check, now);
      if (!checked.ok) return { ...checked, index };
      passed.push(checked.id);
    }
    // Nothing runs between the checks and this inside the transaction, so every code is still unused.
    for (const id of passed) markUsed(db, id, now);
    return { ok: true };
  })();
}

/** Voids a user's unused codes sent to a target: a link still in an old mailbox stops working. */
export function voidCodesSentTo(db: Db, userId: string, target: string, now = Date.now()): void {
  db.prepare('UPDATE verification_codes SET used_at = ? WHERE user_id = ? AND target = ? AND used_at IS NULL').run(
    now,
    userId,
    target,
  );
}
