import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SHARED_MIGRATIONS, migrationStatements, type SharedMigration } from './shared-migrations';

export type Db = Database.Database;

// Beside this module in the sources (src/db/migrations), and beside the bundle in the build, which
// copies them there (api/dist/migrations; scripts/lib/build-api.mjs).
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * The SQLite migrations, 0001–0073. The folder is closed: later schema changes are shared migrations
 * (src/db/shared-migrations.ts), one list for SQLite and PostgreSQL.
 */
export const SQLITE_MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/;

/**
 * Opens (or creates) the database with WAL and foreign keys, and applies pending migrations.
 *
 * The API is the database's only client (the sandbox CLI goes through HTTP), so it holds the file
 * with an exclusive lock: statements skip the file locking that costs more than a point read, and a
 * second API started on the same data folder stops with a clear message instead of sharing it. A
 * restarting API waits up to `waitMs` for the one before it to let go.
 */
export function openDatabase(file: string, { waitMs = 5000 } = {}): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma(`busy_timeout = ${waitMs}`);
  db.pragma('locking_mode = EXCLUSIVE');
  try {
    db.pragma('journal_mode = WAL');
    // Takes the write lock now; in exclusive mode it is kept until the database is closed.
    db.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(`${file} is in use by another process: one API owns its data folder.`, { cause: error });
  }
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

/**
 * Applies every `NNNN_name.sql` not applied yet, then every shared migration not applied yet, in
 * order, each in its own transaction.
 */
export function migrate(db: Db, shared: SharedMigration[] = SHARED_MIGRATIONS): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => SQLITE_MIGRATION_FILE.test(name) && !applied.has(name))
    .sort();
  const record = (name: string) =>
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, Date.now());
  for (const name of pending) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record(name);
    })();
  }
  for (const migration of shared.filter(({ name }) => !applied.has(name))) {
    db.transaction(() => {
      for (const statement of migrationStatements(migration, 'sqlite')) db.exec(statement);
      record(migration.name);
    })();
    pending.push(migration.name);
  }
  return pending;
}
