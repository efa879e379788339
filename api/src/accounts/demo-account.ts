import type { Db } from '../db/database';
import { hashPasswordSync } from './passwords';
import { findUserByPhone, insertUser, setTrxPasswordHash } from './users';

/** The sandbox's demo credentials (also in the README). */
export const DEMO_ACCOUNT = {
  phone: '13800138000',
  email: 'demo@example.com',
  password: 'Demo1234',
  trxPassword: '135790',
} as const;

/** Creates the demo account with its e-mail bound and a transaction password, unless its phone is already registered. */
export function seedDemoAccount(db: Db): typeof DEMO_ACCOUNT & { userId: string } {
  const { phone, email, password, trxPassword } = DEMO_ACCOUNT;
  const existing = findUserByPhone(db, phone);
  if (existing) return { ...DEMO_ACCOUNT, userId: existing.id };
  const userId = insertUser(db, { phone, email, passwordHash: hashPasswordSync(password), invitationCode: null });
  setTrxPasswordHash(db, userId, hashPasswordSync(trxPassword));
  return { ...DEMO_ACCOUNT, userId };
}
