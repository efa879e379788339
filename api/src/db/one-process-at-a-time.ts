import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import type { Schema } from './schema';

/**
 * Runs `work` while no other API process on the same PostgreSQL database runs work under the same
 * key (ADVISORY_LOCKS): a session lock, held on a connection of its own for the whole of `work`, so
 * processes started together take turns at what must not run twice at once. SQLite has one process:
 * `work` runs at once.
 */
export async function oneProcessAtATime<T>(
  database: { dialect: DialectName; kysely: Kysely<Schema> },
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.kysely.connection().execute(async (held) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(held);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(held);
    }
  });
}
