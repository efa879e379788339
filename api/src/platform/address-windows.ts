import { sql } from 'kysely';
import type { Database } from '../db/query-layer';

/** What is counted per client address: each counter has its own windows. */
export type AddressCounter = 'sign-in' | 'load-reports' | 'report-views' | 'csp-reports';

export interface AddressWindow {
  /** What the address has done in its current window, this time included. */
  count: number;
  /** When that window started (ms): it ends `windowMs` later. */
  windowStart: number;
}

/**
 * Counts what each client address does in fixed windows (the first count opens one, it lasts
 * `windowMs`), in the database rather than in memory, so that several API processes on one database
 * hold the limit together. Each count is one statement, an upsert that opens or continues the
 * address's window and answers it, atomic on SQLite and PostgreSQL alike. Windows over are deleted
 * at most once a window per process.
 */
export function createAddressWindows(database: Database, counter: AddressCounter, windowMs: number) {
  const table = 'address_windows';
  const over = (now: number) => sql<boolean>`${sql.ref(`${table}.window_start`)} <= ${now - windowMs}`;
  let prunedAt = 0;
  return async function count(address: string, now = Date.now()): Promise<AddressWindow> {
    if (now - prunedAt >= windowMs) {
      prunedAt = now;
      await database.kysely
        .deleteFrom(table)
        .where('counter', '=', counter)
        .where('window_start', '<=', now - windowMs)
        .execute();
    }
    const row = await database.kysely
      .insertInto(table)
      .values({ counter, address, window_start: now, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['counter', 'address']).doUpdateSet({
          // Both read the row as it was: a window over starts again at this count.
          count: sql<number>`CASE WHEN ${over(now)} THEN 1 ELSE ${sql.ref(`${table}.count`)} + 1 END`,
          window_start: sql<number>`CASE WHEN ${over(now)} THEN ${now} ELSE ${sql.ref(`${table}.window_start`)} END`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    return { count: row.count, windowStart: row.window_start };
  };
}
