import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { POSTGRES_BASELINE } from '../postgres-migrations';
import type { Schema } from '../schema';
import { SHARED_MIGRATIONS, migrationStatements } from '../shared-migrations';

/** One table of the PostgreSQL database as the copy writes it. */
export interface TargetTable {
  name: string;
  /** Its columns in order, `rowid` among them where the baseline added one for SQLite's rowid. */
  columns: string[];
  /** Its identity columns: their sequences are set past the copied values. */
  identities: string[];
  /** The tables its foreign keys point to. */
  references: string[];
}

type Run = Kysely<Schema>;

/** The tables of the database's public schema, read from PostgreSQL's catalogue, by name. */
export async function targetTables(kysely: Run): Promise<TargetTable[]> {
  const columns = (
    await sql<{ table_name: string; column_name: string; is_identity: string }>`
      SELECT c.table_name, c.column_name, c.is_identity
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`.execute(kysely)
  ).rows;
  const keys = (
    await sql<{ table: string; ref: string }>`
      SELECT DISTINCT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS ref
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = 'public' AND c.contype = 'f'`.execute(kysely)
  ).rows;
  const tables = new Map<string, TargetTable>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      identities: [],
      references: keys.filter((key) => key.table === column.table_name).map((key) => key.ref),
    };
    table.columns.push(column.column_name);
    if (column.is_identity === 'YES') table.identities.push(column.column_name);
    tables.set(table.name, table);
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tables in an order that satisfies their foreign keys: every table after the tables it points
 * to (a table pointing to itself is filled in its rowid order, parents first, as SQLite kept it).
 */
export function parentsFirst(tables: TargetTable[]): TargetTable[] {
  const ordered: TargetTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const place = (table: TargetTable) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name))
      throw new Error(`The foreign keys of ${table.name} form a cycle: the copy cannot order it`);
    visiting.add(table.name);
    for (const parent of table.references) {
      const referenced = byName.get(parent);
      if (referenced && parent !== table.name) place(referenced);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  tables.forEach(place);
  return ordered;
}

/** `INSERT INTO name` at the start of a statement (a trigger's body is indented and not matched). */
const SEEDING = /^INSERT INTO "?([a-z_0-9]+)"?/gim;

/**
 * The tables the migrations themselves fill (the seeded card products, the applied migrations), read
 * from the baseline and the shared migrations: a new database holds rows there and nowhere else.
 */
export function seededTables(): Set<string> {
  const texts = [
    readFileSync(POSTGRES_BASELINE, 'utf8'),
    ...SHARED_MIGRATIONS.flatMap((migration) => migrationStatements(migration, 'postgres')),
  ];
  const names = new Set(['schema_migrations']);
  for (const text of texts) for (const match of text.matchAll(SEEDING)) names.add(match[1] as string);
  return names;
}

export async function countTargetRows(kysely: Run, table: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(kysely);
  return rows[0]?.count ?? 0;
}
