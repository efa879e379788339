import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PHONE_PREFIX } from '@portal/shared/contract';
import type { Queries } from './queries';

export interface UserRow {
  id: string;
  phone_prefix: string;
  phone: string;
  email: string | null;
  password_hash: string;
  disabled: number;
}

const COLUMNS = ['id', 'phone_prefix', 'phone', 'email', 'password_hash', 'disabled'] as const;

export async function findUserById(db: Queries, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserByPhone(db: Queries, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where('phone_prefix', '=', PHONE_PREFIX)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** E-mails are stored lower-cased; the unique index is on lower(email). */
export async function findUserByEmail(db: Queries, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where(sql`lower(email)`, '=', sql`lower(${email})`)
    .executeTakeFirst();
}

export async function insertUser(
  db: Queries,
  user: { phone: string; passwordHash: string; invitationCode: string | null; email?: string | null },
  now = Date.now(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      phone_prefix: PHONE_PREFIX,
      phone: user.phone,
      email: user.email ?? null,
      password_hash: user.passwordHash,
      invitation_code: user.invitationCode,
      created_at: now,
    })
    .execute();
  return id;
}

export async function setEmail(db: Queries, userId: string, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Queries, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setTrxPasswordHash(db: Queries, userId: string, trxPasswordHash: string): Promise<void> {
  await db.updateTable('users').set({ trx_password_hash: trxPasswordHash }).where('id', '=', userId).execute();
}
