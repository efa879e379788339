import { sql } from 'kysely';
import type { Database } from '../db/query-layer';

/**
 * The rows of one SQL statement written with `?` for its parameters, on either database: for the tests
 * that read or write tables straight (plain SQL both dialects share; no `?` inside its literals).
 */
export async function rowsOf<Row>(database: Database, text: string, ...params: unknown[]): Promise<Row[]> {
  const parts = text.split('?');
  const strings = Object.assign([...parts], { raw: parts }) as unknown as TemplateStringsArray;
  return (await sql<Row>(strings, ...params).execute(database.kysely)).rows;
}
