import { readdirSync, readFileSync } from 'node:fs';
import { ADVISORY_LOCKS } from './advisory-locks';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { MIGRATIONS_DIR, SQLITE_MIGRATION_FILE } from './database';
import type { Schema } from './schema';
import { SHARED_MIGRATIONS, migrationStatements, type SharedMigration } from './shared-migrations';

/** PostgreSQL's first schema: the SQLite schema after 0073, written for PostgreSQL. */
export const POSTGRES_BASELINE = path.join(MIGRATIONS_DIR, 'postgres', '0073_baseline.sql');

/**
 * Brings a PostgreSQL database to the current schema, in one transaction: an empty database gets the
 * baseline and has 0001–0073 recorded as applied (the SQL files for SQLite it stands for), then every
 * shared migration not applied yet runs. Processes starting together wait for each other's turn.
 */
export async function migratePostgres(
  kysely: Kysely<Schema>,
  migrations: SharedMigration[] = SHARED_MIGRATIONS,
): Promise<string[]> {
  return kysely.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.migrations})`.execute(trx);
    const applied: string[] = [];
    const exists = await sql<{ found: string | null }>`SELECT to_regclass('schema_migrations') AS found`.execute(trx);
    if (exists.rows[0]?.found === null) {
      await sql.raw(readFileSync(POSTGRES_BASELINE, 'utf8')).execute(trx);
      const covered = readdirSync(MIGRATIONS_DIR)
        .filter((name) => SQLITE_MIGRATION_FILE.test(name))
        .sort();
      await trx
        .insertInto('schema_migrations')
        .values(covered.map((name) => ({ name, applied_at: Date.now() })))
        .execute();
      applied.push(...covered);
    }
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of migrationStatements(migration, 'postgres')) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name, applied_at: Date.now() }).execute();
      applied.push(migration.name);
    }
    return applied;
  });
}
