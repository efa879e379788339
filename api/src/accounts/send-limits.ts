import type { CodeSendLimits } from '../config';
import type { Db } from '../db/database';
import type { ErrorDefinition } from '../platform/api-failure';
import { ACCOUNT_ERRORS } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Counted = { n: number; newest: number | null };

const sendsSince = (db: Db, column: 'target' | 'ip', key: string, since: number): Counted =>
  db
    .prepare(
      `SELECT count(*) AS n, max(created_at) AS newest FROM code_sends
        WHERE ${column} = ? AND created_at > ?`,
    )
    .get(key, since) as Counted;

/** When the address may send again: once all but `limit - 1` of its counted sends have left the hour. */
const addressFreedAt = (db: Db, ip: string, since: number, counted: number, limit: number): number =>
  (
    db
      .prepare(
        `SELECT created_at AS at FROM code_sends WHERE ip = ? AND created_at > ?
          ORDER BY created_at LIMIT 1 OFFSET ?`,
      )
      .get(ip, since, counted - limit) as { at: number }
  ).at + HOUR_MS;

/** A refusal whose message says when to try again, rounded up to the unit the message names. */
const tryAgainIn = (error: ErrorDefinition, waitMs: number, unitMs: number, unit: '秒' | '分钟'): ErrorDefinition => ({
  ...error,
  message: error.message.replace(
    /请\d+秒后再试|请稍后再试/,
    `请${Math.max(1, Math.ceil(waitMs / unitMs))}${unit}后再试`,
  ),
});

/**
 * Records a send when every limit allows it, or returns the failure. Per target the limits are
 * strict (SMS pumping costs the merchant); per address they are loose enough for the many customers
 * behind one carrier NAT. Decoy sends (unknown accounts) go through here too, so the limits never
 * reveal whether an account exists.
 */
export function reserveSend(
  db: Db,
  target: string,
  ip: string,
  limits: CodeSendLimits,
  now = Date.now(),
): ErrorDefinition | null {
  const fromAddress = sendsSince(db, 'ip', ip, now - HOUR_MS).n;
  if (fromAddress >= limits.perAddressPerHour) {
    const freedAt = addressFreedAt(db, ip, now - HOUR_MS, fromAddress, limits.perAddressPerHour);
    return tryAgainIn(ACCOUNT_ERRORS.sendIpLimit, freedAt - now, 60_000, '分钟');
  }
  const resendMs = limits.resendAfterSeconds * 1000;
  const recent = sendsSince(db, 'target', target, now - resendMs);
  if (recent.n > 0) {
    return tryAgainIn(ACCOUNT_ERRORS.codeTooFrequent, (recent.newest ?? now) + resendMs - now, 1000, '秒');
  }
  if (sendsSince(db, 'target', target, now - DAY_MS).n >= limits.perTargetPerDay) return ACCOUNT_ERRORS.codeDailyCap;
  // Sends older than a day no longer count for anything.
  db.prepare('DELETE FROM code_sends WHERE created_at <= ?').run(now - DAY_MS);
  db.prepare('INSERT INTO code_sends (target, ip, created_at) VALUES (?, ?, ?)').run(target, ip, now);
  return null;
}
