import type { SignInLimits } from '../config';
import type { Db } from '../db/database';
import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { loginLockedFor } from './errors';
import type { Identity } from './identities';
import type { PasswordLane } from './passwords';

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

const failuresSince = (db: Db, where: string, keys: string[], since: number): { n: number; oldest: number | null } =>
  db
    .prepare(`SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE ${where} AND created_at > ?`)
    .get(...keys, since) as { n: number; oldest: number | null };

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
export function admitSignIn(db: Db, attempt: SignInAttempt, limits: Limits, now = Date.now()): SignInAdmission {
  const since = now - LOGIN_FAILURE_WINDOW_MS;
  if (attempt.trustedDevice && attempt.deviceHash !== null) {
    const byDevice = failuresSince(
      db,
      'identifier = ? AND device_hash = ?',
      [attempt.counted, attempt.deviceHash],
      since,
    );
    if (byDevice.n < limits.failuresPerTrustedDevice) return { lane: 'trustedSignIn' };
  }
  const fromAddress = failuresSince(db, 'ip = ?', [attempt.ip], since);
  if (fromAddress.n >= limits.failuresPerAddress) {
    const message = `登录失败次数过多，请${minutesUntil(fromAddress.oldest, now)}分钟后再试`;
    return { refused: { ...ERRORS.tooManyRequests, message } };
  }
  const pair = failuresSince(db, 'identifier = ? AND ip = ?', [attempt.counted, attempt.ip], since);
  if (pair.n >= limits.failuresPerAccountAndAddress) return { refused: loginLockedFor(minutesUntil(pair.oldest, now)) };
  const account = failuresSince(db, 'identifier = ?', [attempt.counted], since);
  if (account.n >= limits.failuresPerAccount) return { refused: loginLockedFor(minutesUntil(account.oldest, now)) };
  return { lane: 'signIn' };
}

export function recordLoginFailure(db: Db, attempt: Omit<SignInAttempt, 'trustedDevice'>, now = Date.now()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE created_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
    db.prepare('INSERT INTO login_failures (identifier, ip, device_hash, created_at) VALUES (?, ?, ?, ?)').run(
      attempt.counted,
      attempt.ip,
      attempt.deviceHash,
      now,
    );
  })();
}

/** A right password clears what its address and its device got wrong for that account (not what others did). */
export function clearLoginFailures(db: Db, attempt: Omit<SignInAttempt, 'trustedDevice'>): void {
  db.prepare('DELETE FROM login_failures WHERE identifier = ? AND (ip = ? OR device_hash = ?)').run(
    attempt.counted,
    attempt.ip,
    attempt.deviceHash,
  );
}

/** A new password lifts every lock on the account: guesses at the old one no longer matter. */
export function forgetAccountFailures(db: Db, userId: string): void {
  db.prepare('DELETE FROM login_failures WHERE identifier = ?').run(accountCounted(userId));
}

/** What an account's failures are counted against, whether it was named by phone or by e-mail. */
export const accountCounted = (userId: string): string => `account:${userId}`;

/** `phone:13800138000` or `email:a@b.cn`: what failures for no account are counted against. */
export const identifierCounted = (identity: Identity): string =>
  `${identity.channel === 'sms' ? 'phone' : 'email'}:${identity.target}`;
