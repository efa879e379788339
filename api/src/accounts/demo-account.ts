import type { Database } from '../db/query-layer';
import { findUserByPhone, insertUser, setTrxPasswordHash } from './users';

/** The sandbox's demo credentials (also in the README). */
export const DEMO_ACCOUNT = {
  phone: '13800138000',
  email: 'demo@example.com',
  password: 'Demo1234',
  trxPassword: '135790',
} as const;

/**
 * The demo credentials' hashes at the parameters new hashes use, made once and kept here: the
 * credentials are public (README), and hashing them at a first start cost a third of a second of
 * CPU before the API could listen. A test checks that they still verify and are not outdated.
 */
export const DEMO_ACCOUNT_HASHES = {
  password: '$scrypt$ln=14,r=8,p=5$75iWrzret8dm5vp70wZg8w$OIKrAO--Jb-9inifzd5Brf2FyKD4m_LqBK3I-xaTwnk',
  trxPassword: '$scrypt$ln=14,r=8,p=5$mQu-CaBvtssJNbj1yjFPMw$gVkokzXTTNUaxa00YxNGbYK2Amb1O-MC4PJdfr80WbI',
} as const;

/** Creates the demo account with its e-mail bound and a transaction password, unless its phone is already registered. */
export async function seedDemoAccount(database: Database): Promise<typeof DEMO_ACCOUNT & { userId: string }> {
  const { phone, email } = DEMO_ACCOUNT;
  const db = database.kysely;
  const existing = await findUserByPhone(db, phone);
  if (existing) return { ...DEMO_ACCOUNT, userId: existing.id };
  const passwordHash = DEMO_ACCOUNT_HASHES.password;
  const userId = await insertUser(db, { phone, email, passwordHash, invitationCode: null });
  await setTrxPasswordHash(db, userId, DEMO_ACCOUNT_HASHES.trxPassword);
  return { ...DEMO_ACCOUNT, userId };
}
