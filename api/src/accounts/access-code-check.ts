import type { Db } from '../db/database';
import { consumeCode } from './codes';

/** How a fresh access code checks out: used up and right, not right, or never asked for. */
export type AccessCodeResult = 'ok' | 'wrong' | 'unset';

/**
 * Uses up the user's newest access code (MARK_TYPE_ACCESS, sent to their phone or e-mail by
 * send/code-auto): the check before a card's number and CVV are shown.
 */
export function checkAccessCode(db: Db, userId: string, code: string, now = Date.now()): AccessCodeResult {
  const newest = db
    .prepare(
      `SELECT target FROM verification_codes WHERE user_id = ? AND purpose = 'MARK_TYPE_ACCESS'
        ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(userId) as { target: string } | undefined;
  if (!newest) return 'unset';
  return consumeCode(db, { target: newest.target, purpose: 'MARK_TYPE_ACCESS', code, userId }, now).ok ? 'ok' : 'wrong';
}
