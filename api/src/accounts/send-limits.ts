import { sql } from 'kysely';
import type { CodeSendLimits } from '../config';
import type { DialectName } from '../db/dialect';
import type { ErrorDefinition } from '../platform/api-failure';
import { ACCOUNT_ERRORS } from './errors';
import type { Queries } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Counted = { n: number; newest: number | null };

const sendsSince = (db: Queries, column: 'target' | 'ip', key: string, since: number): Promise<Counted> =>
  db
    .selectFrom('code_sends')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number | null>('created_at').as('newest')])
    .where(column, '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();

/** When the address may send again: once all but `limit - 1` of its counted sends have left the hour. */
const addressFreedAt = async (db: Queries, ip: string, since: number, counted: number, limit: number) =>
  (
    await db
      .selectFrom('code_sends')
      .select('created_at as at')
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .limit(1)
      .offset(counted - limit)
      .executeTakeFirstOrThrow()
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
 * On PostgreSQL, holds the sends of the address and of the target until the transaction ends: a
 * reservation for either in another API process waits here, then counts this send (READ COMMITTED
 * reads anew after the wait), so the limits hold across processes. Always the address first, so two
 * reservations never wait on each other. On SQLite one transaction runs at a time already.
 */
async function holdSends(db: Queries, dialect: DialectName, target: string, ip: string): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of [`code-sends/ip/${ip}`, `code-sends/target/${target}`]) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  }
}

/**
 * Records a send when every limit allows it, or returns the failure (in the caller's transaction). Per target the limits are
 * strict (SMS pumping costs the merchant); per address they are loose enough for the many customers
 * behind one carrier NAT. Decoy sends (unknown accounts) go through here too, so the limits never
 * reveal whether an account exists.
 */
export async function reserveSend(
  db: Queries,
  dialect: DialectName,
  target: string,
  ip: string,
  limits: CodeSendLimits,
  now = Date.now(),
): Promise<ErrorDefinition | null> {
  await holdSends(db, dialect, target, ip);
  const fromAddress = (await sendsSince(db, 'ip', ip, now - HOUR_MS)).n;
  if (fromAddress >= limits.perAddressPerHour) {
    const freedAt = await addressFreedAt(db, ip, now - HOUR_MS, fromAddress, limits.perAddressPerHour);
    return tryAgainIn(ACCOUNT_ERRORS.sendIpLimit, freedAt - now, 60_000, '分钟');
  }
  const resendMs = limits.resendAfterSeconds * 1000;
  const recent = await sendsSince(db, 'target', target, now - resendMs);
  if (recent.n > 0) {
    return tryAgainIn(ACCOUNT_ERRORS.codeTooFrequent, (recent.newest ?? now) + resendMs - now, 1000, '秒');
  }
  if ((await sendsSince(db, 'target', target, now - DAY_MS)).n >= limits.perTargetPerDay)
    return ACCOUNT_ERRORS.codeDailyCap;
  // Sends older than a day no longer count for anything.
  await db
    .deleteFrom('code_sends')
    .where('created_at', '<=', now - DAY_MS)
    .execute();
  await db.insertInto('code_sends').values({ target, ip, created_at: now }).execute();
  return null;
}
