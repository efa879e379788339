import { seedDemoAccount } from './accounts';
import { sql } from 'kysely';
import { ADVISORY_LOCKS } from './db/advisory-locks';
import type { Database } from './db/query-layer';
import { messageCenterFor, seedDemoMessages } from './messages';
import { seedDemoWallet } from './wallet';

/**
 * Sandbox data for a first start: the demo account (13800138000 / demo@example.com, password
 * Demo1234) with balances, cards in several states, transactions and messages. Each step does
 * nothing when its data already exists, so it runs at every sandbox start. Call it after the
 * server is built (the message center belongs to the server).
 */
export async function seedSandbox(database: Database): Promise<{ phone: string; email: string; password: string }> {
  return oneAtATime(database, async () => {
    const { userId, phone, email, password } = await seedDemoAccount(database);
    await seedDemoWallet(database, userId);
    await seedDemoMessages(messageCenterFor(database), userId);
    return { phone, email, password };
  });
}

/**
 * Runs `work` while no other API process on the same PostgreSQL database runs it (processes started
 * together would each find the demo account missing and write it): a session lock, held on a
 * connection of its own for the whole of `work`. SQLite has one process.
 */
async function oneAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.kysely.connection().execute(async (held) => {
    await sql`SELECT pg_advisory_lock(${ADVISORY_LOCKS.sandboxSeed})`.execute(held);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${ADVISORY_LOCKS.sandboxSeed})`.execute(held);
    }
  });
}
