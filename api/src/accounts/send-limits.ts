import type { Db } from '../db/database';
import type { ErrorDefinition } from '../platform/api-failure';
import { ACCOUNT_ERRORS } from './errors';

/** A target gets at most one code per minute… */
export const RESEND_AFTER_MS = 60 * 1000;
/** …and at most this many in any 24 hours (a rolling day). */
export const DAILY_CAP_PER_TARGET = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** One IP may ask for this many codes an hour, whatever the targets. */
export const SENDS_PER_IP_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const count = (db: Db, sql: string, key: string, since: number) => (db.prepare(sql).get(key, since) as { n: number }).n;

/**
 * Records a send when every limit allows it, or returns the failure. Decoy sends (unknown
 * accounts) go through here too, so the limits never reveal whether an account exists.
 */
export function reserveSend(db: Db, target: string, ip: string, now = Date.now()): ErrorDefinition | null {
  if (
    count(db, 'SELECT count(*) AS n FROM code_sends WHERE ip = ? AND created_at > ?', ip, now - HOUR_MS) >=
    SENDS_PER_IP_PER_HOUR
  ) {
    return ACCOUNT_ERRORS.sendIpLimit;
  }
  const byTarget = 'SELECT count(*) AS n FROM code_sends WHERE target = ? AND created_at > ?';
  if (count(db, byTarget, target, now - RESEND_AFTER_MS) > 0) return ACCOUNT_ERRORS.codeTooFrequent;
  if (count(db, byTarget, target, now - DAY_MS) >= DAILY_CAP_PER_TARGET) return ACCOUNT_ERRORS.codeDailyCap;
  // Sends older than a day no longer count for anything.
  db.prepare('DELETE FROM code_sends WHERE created_at <= ?').run(now - DAY_MS);
  db.prepare('INSERT INTO code_sends (target, ip, created_at) VALUES (?, ?, ?)').run(target, ip, now);
  return null;
}
