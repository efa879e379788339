import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Where the account statements run: the query layer's `database.kysely`, or the `trx` of an
 * `inTransaction` when they are part of one.
 */
export type Queries = Kysely<Schema>;

/** How many rows an UPDATE or DELETE changed (kysely answers a bigint). */
export const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }): number =>
  Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
