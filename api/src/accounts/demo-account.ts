import type { Db } from '../db/database';
import { hashPasswordSync } from './passwords';
import { findUserByPhone, insertUser } from './users';

/** The sandbox's demo credentials (also in the README). */
export const DEMO_ACCOUNT = { phone: '13800138000', email: 'demo@example.com', password: 'Demo1234' } as const;

/** Creates the demo account with its e-mail bound, unless its phone is already registered. */
export function seedDemoAccount(db: Db): { userId: string; phone: string; email: string; password: string } {
  const { phone, email, password } = DEMO_ACCOUNT;
  const existing = findUserByPhone(db, phone);
  const userId =
    existing?.id ?? insertUser(db, { phone, email, passwordHash: hashPasswordSync(password), invitationCode: null });
  return { userId, phone, email, password };
}
