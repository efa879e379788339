import { existsSync, readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Db } from '../database';
import { MIGRATIONS_DIR, SQLITE_MIGRATION_FILE } from '../database';
import { SHARED_MIGRATIONS } from '../shared-migrations';
import { CopyRefusal } from './refusal';

/** One table of the SQLite database as the copy reads it. */
export interface SourceTable {
  name: string;
  columns: string[];
  /** False for a WITHOUT ROWID table (read in its key's order); true tables are read in rowid order. */
  hasRowid: boolean;
}

/** The migrations this API version applies: the SQLite files up to 0073, then the shared ones. */
export function expectedMigrations(): string[] {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => SQLITE_MIGRATION_FILE.test(name));
  return [...files.sort(), ...SHARED_MIGRATIONS.map(({ name }) => name)];
}

/** What differs between the migrations a database has and the ones this API version expects, or null. */
export function migrationsDiffer(applied: string[], expected: string[]): string | null {
  const missing = expected.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !expected.includes(name));
  if (missing.length === 0 && unknown.length === 0) return null;
  return [
    missing.length > 0 ? `missing ${missing.join(', ')}` : '',
    unknown.length > 0 ? `unknown to this version ${unknown.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Opens the API's SQLite file for the copy and holds it as the API does (an exclusive lock, kept
 * until `close`): refused while the API holds it, and an API started during the copy waits and stops.
 * The copy reads inside one transaction, so it sees one state of the file.
 */
export function openSqliteSource(file: string): Db {
  if (!existsSync(file))
    throw new CopyRefusal(`There is no SQLite database at ${file}: set DATA_DIR to the API's data folder.`);
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new CopyRefusal(`${file} is held by a running API: stop the API first, then copy.`);
  }
  const applied = (db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]).sort();
  const differ = migrationsDiffer(applied, expectedMigrations());
  if (differ !== null) {
    closeSqliteSource(db);
    throw new CopyRefusal(
      `${file} is not at this API version's schema (${differ}): start this version of the API on it once, stop it, then copy.`,
    );
  }
  return db;
}

export function closeSqliteSource(db: Db): void {
  if (db.inTransaction) db.exec('ROLLBACK');
  db.close();
}

/** Every table of the SQLite database, with its columns, read from SQLite's own catalogue. */
export function sourceTables(db: Db): SourceTable[] {
  const tables = db
    .prepare(
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string; wr: number }[];
  return tables
    .map(({ name, wr }) => ({
      name,
      columns: db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name) as string[],
      hasRowid: wr === 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The rows of one table, in SQLite's rowid order (`rowid` first when the target keeps it), one at a
 * time: the copy holds one batch in memory, whatever the table's size.
 */
export function readRows(db: Db, table: SourceTable, withRowid: boolean): IterableIterator<unknown[]> {
  const columns = [...(withRowid ? ['rowid'] : []), ...table.columns].map((name) => `"${name}"`).join(', ');
  const order = table.hasRowid ? ' ORDER BY rowid' : '';
  return db.prepare(`SELECT ${columns} FROM "${table.name}"${order}`).raw().iterate() as IterableIterator<unknown[]>;
}

export function countRows(db: Db, table: string): number {
  return db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;
}
