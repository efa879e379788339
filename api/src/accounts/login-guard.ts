import type { SignInLimits } from '../config';
import type { Db } from '../db/database';
import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { ACCOUNT_ERRORS } from './errors';
import type { Identity } from './identities';

/** Wrong passwords count for 15 minutes (the lock message says so). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  /** `phone:…` or `email:…`, counted whether an account has it or not. */
  identifier: string;
  ip: string;
  /** Whether the attempt comes from a device the account trusts (its owner's). */
  trustedDevice: boolean;
}

type Limits = Pick<SignInLimits, 'failuresPerAccountAndAddress' | 'failuresPerAddress' | 'failuresPerAccount'>;

const failuresSince = (db: Db, where: string, keys: string[], since: number): { n: number; oldest: number | null } =>
  db
    .prepare(`SELECT count(*) AS n, min(created_at) AS oldest FROM login_failures WHERE ${where} AND created_at > ?`)
    .get(...keys, since) as { n: number; oldest: number | null };

const minutesUntil = (oldest: number | null, now: number) =>
  Math.max(1, Math.ceil(((oldest ?? now) + LOGIN_FAILURE_WINDOW_MS - now) / 60_000));

/**
 * Why this sign-in may not be tried now, or null. An account is locked for the address that guessed
 * (so nobody elsewhere can lock its owner out); an address that sprays many accounts is refused
 * whatever account it names; a guess spread over many addresses locks the account everywhere but
 * on the devices it trusts. None of it tells a known account from an unknown one.
 */
export function signInRefusal(
  db: Db,
  attempt: SignInAttempt,
  limits: Limits,
  now = Date.now(),
): ErrorDefinition | null {
  const since = now - LOGIN_FAILURE_WINDOW_MS;
  const fromAddress = failuresSince(db, 'ip = ?', [attempt.ip], since);
  if (fromAddress.n >= limits.failuresPerAddress) {
    return {
      ...ERRORS.tooManyRequests,
      message: `登录失败次数过多，请${minutesUntil(fromAddress.oldest, now)}分钟后再试`,
    };
  }
  const pair = failuresSince(db, 'identifier = ? AND ip = ?', [attempt.identifier, attempt.ip], since);
  if (pair.n >= limits.failuresPerAccountAndAddress) return ACCOUNT_ERRORS.loginLocked;
  if (attempt.trustedDevice) return null;
  const account = failuresSince(db, 'identifier = ?', [attempt.identifier], since);
  return account.n >= limits.failuresPerAccount ? ACCOUNT_ERRORS.loginLocked : null;
}

export function recordLoginFailure(db: Db, attempt: Pick<SignInAttempt, 'identifier' | 'ip'>, now = Date.now()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE created_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
    db.prepare('INSERT INTO login_failures (identifier, ip, created_at) VALUES (?, ?, ?)').run(
      attempt.identifier,
      attempt.ip,
      now,
    );
  })();
}

/** A right password clears what its address got wrong for that account (not what others did). */
export function clearLoginFailures(db: Db, attempt: Pick<SignInAttempt, 'identifier' | 'ip'>): void {
  db.prepare('DELETE FROM login_failures WHERE identifier = ? AND ip = ?').run(attempt.identifier, attempt.ip);
}

/** A new password lifts every lock on the account: guesses at the old one no longer matter. */
export function forgetAccountFailures(db: Db, identifier: string): void {
  db.prepare('DELETE FROM login_failures WHERE identifier = ?').run(identifier);
}

/** `phone:13800138000` or `email:a@b.cn`: what failures are counted against. */
export const loginIdentifier = (identity: Identity): string =>
  `${identity.channel === 'sms' ? 'phone' : 'email'}:${identity.target}`;
