import type { SignInLimits } from '../config';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/query-layer';
import type { Schema } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { loginLockedFor } from './errors';
import type { Identity } from './identities';
import type { PasswordLane } from './passwords';
import type { Queries } from './queries';

/** Wrong passwords count for 15 minutes (the lock message says so). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  /** What failures are counted against: `account:<id>` for an account, whichever identifier named it; else `phone:…` or `email:…`. */
  counted: string;
  ip: string;
  /** The device's id as SHA-256, when the browser sent one. */
  deviceHash: string | null;
  /** Whether the account trusts that device (its owner passed a code check there with "30 days"). */
  trustedDevice: boolean;
}

type Limits = Pick<
  SignInLimits,
  'failuresPerAccountAndAddress' | 'failuresPerAddress' | 'failuresPerAccount' | 'failuresPerTrustedDevice'
>;

type Failures = ExpressionBuilder<Schema, 'login_failures'>;

const failuresSince = (
  db: Queries,
  where: (eb: Failures) => Expression<SqlBool>,
  since: number,
): Promise<{ n: number; oldest: number | null }> =>
  db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number | null>('created_at').as('oldest')])
    .where((eb) => eb.and([where(eb), eb('created_at', '>', since)]))
    .executeTakeFirstOrThrow();

const minutesUntil = (oldest: number | null, now: number) =>
  Math.max(1, Math.ceil(((oldest ?? now) + LOGIN_FAILURE_WINDOW_MS - now) / 60_000));

/** Which lane a sign-in's password check runs in, or why it may not be tried now. */
export type SignInAdmission = { lane: PasswordLane } | { refused: ErrorDefinition };

/**
 * OWASP's device cookies: a device the account trusts gets its own lane and no lock-out, until it
 * guesses wrong too often itself. Any other device: an address that sprays many accounts is
 * refused whatever account it names; an account guessed at from one address is locked for that
 * address; an account guessed at from many (by phone and e-mail alike) is locked for new devices.
 * None of it tells a known account from an unknown one.
 */
export async function admitSignIn(
  db: Queries,
  attempt: SignInAttempt,
  limits: Limits,
  now = Date.now(),
): Promise<SignInAdmission> {
  const since = now - LOGIN_FAILURE_WINDOW_MS;
  if (attempt.trustedDevice && attempt.deviceHash !== null) {
    const { deviceHash } = attempt;
    const byDevice = await failuresSince(
      db,
      (eb) => eb.and([eb('identifier', '=', attempt.counted), eb('device_hash', '=', deviceHash)]),
      since,
    );
    if (byDevice.n < limits.failuresPerTrustedDevice) return { lane: 'trustedSignIn' };
  }
  const fromAddress = await failuresSince(db, (eb) => eb.and([eb('ip', '=', attempt.ip)]), since);
  if (fromAddress.n >= limits.failuresPerAddress) {
    const message = `登录失败次数过多，请${minutesUntil(fromAddress.oldest, now)}分钟后再试`;
    return { refused: { ...ERRORS.tooManyRequests, message } };
  }
  const pair = await failuresSince(
    db,
    (eb) => eb.and([eb('identifier', '=', attempt.counted), eb('ip', '=', attempt.ip)]),
    since,
  );
  if (pair.n >= limits.failuresPerAccountAndAddress) return { refused: loginLockedFor(minutesUntil(pair.oldest, now)) };
  const account = await failuresSince(db, (eb) => eb.and([eb('identifier', '=', attempt.counted)]), since);
  if (account.n >= limits.failuresPerAccount) return { refused: loginLockedFor(minutesUntil(account.oldest, now)) };
  return { lane: 'signIn' };
}

export async function recordLoginFailure(
  database: Database,
  attempt: Omit<SignInAttempt, 'trustedDevice'>,
  now = Date.now(),
): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('created_at', '<=', now - LOGIN_FAILURE_WINDOW_MS)
      .execute();
    await trx
      .insertInto('login_failures')
      .values({ identifier: attempt.counted, ip: attempt.ip, device_hash: attempt.deviceHash, created_at: now })
      .execute();
  });
}

/** A right password clears what its address and its device got wrong for that account (not what others did). */
export async function clearLoginFailures(db: Queries, attempt: Omit<SignInAttempt, 'trustedDevice'>): Promise<void> {
  const { deviceHash } = attempt;
  await db
    .deleteFrom('login_failures')
    .where('identifier', '=', attempt.counted)
    .where((eb) =>
      eb.or([eb('ip', '=', attempt.ip), ...(deviceHash === null ? [] : [eb('device_hash', '=', deviceHash)])]),
    )
    .execute();
}

/** A new password lifts every lock on the account: guesses at the old one no longer matter. */
export async function forgetAccountFailures(db: Queries, userId: string): Promise<void> {
  await db.deleteFrom('login_failures').where('identifier', '=', accountCounted(userId)).execute();
}

/** What an account's failures are counted against, whether it was named by phone or by e-mail. */
export const accountCounted = (userId: string): string => `account:${userId}`;

/** `phone:13800138000` or `email:a@b.cn`: what failures for no account are counted against. */
export const identifierCounted = (identity: Identity): string =>
  `${identity.channel === 'sms' ? 'phone' : 'email'}:${identity.target}`;
