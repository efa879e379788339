import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

// Beside this module in the sources (src/db/migrations), and beside the bundle in the build, which
// copies them there (api/dist/migrations; scripts/lib/build-api.mjs).
const MIGRATIONS = path.join(__dirname, 'migrations');

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

/** Applies every `NNNN_name.sql` not applied yet, in order, each in its own transaction. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = readdirSync(MIGRATIONS)
    .filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(path.join(MIGRATIONS, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, Date.now());
    })();
  }
  return pending;
}
