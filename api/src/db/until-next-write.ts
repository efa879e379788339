import type { Db } from './database';
import type { Statement } from 'better-sqlite3';

/**
 * Rows read from the database, kept until the next write. The API is the database's only writer (it
 * holds the file with an exclusive lock), so a row read after the connection's last change is still
 * current; any INSERT, UPDATE or DELETE since, of whatever table, drops every kept row. A row read
 * inside a transaction is not kept: it may hold changes that a rollback undoes, which the count of
 * changes does not.
 *
 * SQLite only (it watches the one connection's count of changes): on PostgreSQL other processes write
 * too, so a module on the query layer reads without it there (api/README.md "Databases").
 */
export class UntilNextWrite<T> {
  private readonly rows = new Map<string, T>();
  private changesSeen = -1;
  /** Prepared (and set to answer the bare value) once: each of those is a call into SQLite. */
  private readonly changes: Statement;

  constructor(
    private readonly db: Db,
    private readonly maxRows = 10_000,
  ) {
    this.changes = db.prepare('SELECT total_changes()').pluck();
  }

  /** The row under `key`: kept, or read by `read` (an absent row is not kept). */
  get(key: string, read: () => T): T;
  get(key: string, read: () => T | undefined): T | undefined;
  get(key: string, read: () => T | undefined): T | undefined {
    if (this.db.inTransaction) return read();
    this.dropIfWritten();
    const kept = this.rows.get(key);
    if (kept !== undefined) return kept;
    const row = read();
    if (row !== undefined) this.rows.set(key, row);
    return row;
  }

  /** The row kept under `key`, without reading: undefined when none is, or a write dropped it. */
  kept(key: string): T | undefined {
    if (this.db.inTransaction) return undefined;
    this.dropIfWritten();
    return this.rows.get(key);
  }

  /**
   * The row under `key`, kept or read by `read` (a query of the query layer on this connection): kept
   * only if nothing was written while it was read.
   */
  async read(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.db.inTransaction) return read();
    const kept = this.kept(key);
    if (kept !== undefined) return kept;
    const changes = this.changesSeen;
    const row = await read();
    if (row !== undefined && !this.db.inTransaction && this.changes.get() === changes) this.rows.set(key, row);
    return row;
  }

  private dropIfWritten(): void {
    const changes = this.changes.get() as number;
    if (changes !== this.changesSeen || this.rows.size >= this.maxRows) {
      this.rows.clear();
      this.changesSeen = changes;
    }
  }
}
