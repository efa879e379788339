import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export { changed } from '../accounts/queries';

/**
 * Where the wallet's statements run: the query layer's `database.kysely`, or the `trx` of an
 * `inTransaction` when they are part of one (a money movement and everything it checks).
 */
export type Queries = Kysely<Schema>;

/** ISO 8601 for answers; the database keeps epoch milliseconds. */
export const isoTime = (ms: number): string => new Date(ms).toISOString();
