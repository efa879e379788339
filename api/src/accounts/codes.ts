import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MarkType, ResetLinkType } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { ACCOUNT_ERRORS } from './errors';

/** A code is valid this long… */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** …and void after this many wrong tries. */
export const CODE_MAX_ATTEMPTS = 5;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The mark types of the spec plus the two reset purposes the e-mailed links carry. */
export type CodePurpose = MarkType | ResetLinkType;
export type Channel = 'sms' | 'email';

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest();

/** Stores a fresh 6-digit code (only its salted hash) and returns it; the newest code of a target replaces older ones. */
export function storeCode(
  db: Db,
  code: { channel: Channel; target: string; purpose: CodePurpose; userId: string | null },
  now = Date.now(),
): string {
  const value = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  // Codes dead for a day are of no further use, not even as the newest of their target.
  db.prepare('DELETE FROM verification_codes WHERE expires_at <= ?').run(now - PRUNE_AFTER_MS);
  db.prepare(
    `INSERT INTO verification_codes (id, channel, target, purpose, user_id, salt, code_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    code.channel,
    code.target,
    code.purpose,
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

export type CodeOutcome =
  { ok: true; userId: string | null } | { ok: false; failure: (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS] };

/**
 * Checks and uses up the newest code of (target, purpose) — of that user when `userId` is given.
 * Returns the outcome instead of throwing so that a wrong try is counted even inside a transaction.
 */
export function consumeCode(
  db: Db,
  check: { target: string; purpose: CodePurpose; code: string; userId?: string },
  now = Date.now(),
): CodeOutcome {
  const ofUser = check.userId === undefined ? '' : 'AND user_id = ?';
  const row = db
    .prepare(
      `SELECT id, user_id, salt, code_hash, expires_at, attempts, used_at FROM verification_codes
        WHERE target = ? AND purpose = ? ${ofUser} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(check.target, check.purpose, ...(check.userId === undefined ? [] : [check.userId])) as CodeRow | undefined;
  if (!row || row.used_at !== null || row.expires_at <= now) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, failure: ACCOUNT_ERRORS.codeLocked };
  if (!timingSafeEqual(hashCode(check.code, row.salt), Buffer.from(row.code_hash, 'hex'))) {
    db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    const locked = row.attempts + 1 >= CODE_MAX_ATTEMPTS;
    return { ok: false, failure: locked ? ACCOUNT_ERRORS.codeLocked : ACCOUNT_ERRORS.codeWrong };
  }
  const used = db
    .prepare('UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL')
    .run(now, row.id);
  if (used.changes !== 1) return { ok: false, failure: ACCOUNT_ERRORS.codeExpired };
  return { ok: true, userId: row.user_id };
}
