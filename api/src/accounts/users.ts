import { randomUUID } from 'node:crypto';
import { PHONE_PREFIX } from '@portal/shared/contract';
import type { Db } from '../db/database';

export interface UserRow {
  id: string;
  phone_prefix: string;
  phone: string;
  email: string | null;
  password_hash: string;
  disabled: number;
}

const COLUMNS = 'id, phone_prefix, phone, email, password_hash, disabled';

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

export function findUserByPhone(db: Db, phone: string): UserRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE phone_prefix = ? AND phone = ?`).get(PHONE_PREFIX, phone) as
    UserRow | undefined;
}

/** E-mails are stored lower-cased; the unique index is on lower(email). */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower(?)`).get(email) as UserRow | undefined;
}

export function insertUser(
  db: Db,
  user: { phone: string; passwordHash: string; invitationCode: string | null; email?: string | null },
  now = Date.now(),
): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO users (id, phone_prefix, phone, email, password_hash, invitation_code, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, PHONE_PREFIX, user.phone, user.email ?? null, user.passwordHash, user.invitationCode, now);
  return id;
}

export function setEmail(db: Db, userId: string, email: string): void {
  db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId);
}

export function setPasswordHash(db: Db, userId: string, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
}

export function setTrxPasswordHash(db: Db, userId: string, trxPasswordHash: string): void {
  db.prepare('UPDATE users SET trx_password_hash = ? WHERE id = ?').run(trxPasswordHash, userId);
}
