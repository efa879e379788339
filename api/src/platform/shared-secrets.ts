import { randomBytes } from 'node:crypto';
import type { Database } from '../db/query-layer';

/**
 * The secrets the API makes itself when the operator gives none: the report tokens' signing key, and
 * on PostgreSQL the sandbox's profile key (src/wallet/profiles/profile-key.ts).
 */
export type SharedSecretName = 'report-token' | 'profile-key';

/**
 * A secret every API process on the database shares: the first process to ask makes it (32 random
 * bytes) and stores it, the others read that one, so what one process signs the others accept. It
 * lives as long as the database: a restart keeps it.
 */
export async function sharedSecret(database: Database, name: SharedSecretName): Promise<Buffer> {
  await database.kysely
    .insertInto('shared_secrets')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await database.kysely
    .selectFrom('shared_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(value, 'base64');
}
