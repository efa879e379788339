import type { Db } from '../db/database';
import type { Identity } from './identities';

/** 10 failed sign-ins within 15 minutes lock the identifier until the window passes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counted per sign-in identifier (`phone:…` or `email:…`) whether an account has it or not, so
 * the lock-out itself never tells a known account from an unknown one.
 */
export function isLockedOut(db: Db, identifier: string, now = Date.now()): boolean {
  const { n } = db
    .prepare('SELECT count(*) AS n FROM login_failures WHERE identifier = ? AND created_at > ?')
    .get(identifier, now - LOGIN_FAILURE_WINDOW_MS) as { n: number };
  return n >= LOGIN_FAILURE_LIMIT;
}

export function recordLoginFailure(db: Db, identifier: string, now = Date.now()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE created_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
    db.prepare('INSERT INTO login_failures (identifier, created_at) VALUES (?, ?)').run(identifier, now);
  })();
}

export function clearLoginFailures(db: Db, identifier: string): void {
  db.prepare('DELETE FROM login_failures WHERE identifier = ?').run(identifier);
}

/** `phone:13800138000` or `email:a@b.cn`: what failures are counted against. */
export const loginIdentifier = (identity: Identity): string =>
  `${identity.channel === 'sms' ? 'phone' : 'email'}:${identity.target}`;
