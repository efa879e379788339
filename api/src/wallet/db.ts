import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, prepared once per database: the hot lists and counters skip re-parsing. */
export function sql(db: Db, source: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(source);
  if (!statement) {
    statement = db.prepare(source);
    statements.set(source, statement);
  }
  return statement;
}

/** ISO 8601 for answers; the database keeps epoch milliseconds. */
export const isoTime = (ms: number): string => new Date(ms).toISOString();
