import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, prepared once per database: hot paths skip re-parsing their SQL. */
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
