import { sql } from 'kysely';
import type { Database } from '../../query-layer';

/**
 * What a database's schema is, written the same way for SQLite and PostgreSQL so two can be compared:
 * tables with their columns, keys, indexes and foreign keys, and the triggers. PostgreSQL's `rowid`
 * identity columns stand for SQLite's implicit rowid and are left out (with their unique keys).
 */
export interface Catalogue {
  tables: Record<string, TableShape>;
  /** `table: trigger` for every trigger. */
  triggers: string[];
}

export interface TableShape {
  /** `name type null|not null default` per column, in order; type is `integer` or `text`. */
  columns: string[];
  primaryKey: string[];
  /** Column lists of the UNIQUE constraints. */
  unique: string[];
  /** `name: [unique] (columns) [partial]` of the named indexes; an expression column reads `expr`. */
  indexes: string[];
  /** `(columns) -> table on delete action`. */
  foreignKeys: string[];
}

const INTEGER_TYPES = new Set(['integer', 'bigint', 'smallint']);

/** A column's type in the words both databases share. */
function typeWord(declared: string): string {
  const type = declared.toLowerCase();
  if (INTEGER_TYPES.has(type)) return 'integer';
  if (type === 'text') return 'text';
  return type;
}

/** A default without PostgreSQL's casts: `'86'::text` reads `'86'`. */
function defaultWord(value: string | null): string {
  return value === null ? '' : ` default ${value.replace(/::[a-z ]+$/, '')}`;
}

const sorted = (items: string[]) => [...items].sort();

export async function sqliteCatalogue({ sqlite }: Database): Promise<Catalogue> {
  if (!sqlite) throw new Error('not SQLite');
  const tables: Record<string, TableShape> = {};
  const names = (
    sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
      sql: string;
    }[]
  ).sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, sql: text } of names) {
    const columns = sqlite.prepare(`PRAGMA table_info("${name}")`).all() as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    const identity = /AUTOINCREMENT/i.test(text);
    const indexes = sqlite.prepare(`PRAGMA index_list("${name}")`).all() as {
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }[];
    const indexColumns = (index: string) =>
      (sqlite.prepare(`PRAGMA index_info("${index}")`).all() as { name: string | null }[]).map(
        (column) => column.name ?? 'expr',
      );
    const foreignKeys = sqlite.prepare(`PRAGMA foreign_key_list("${name}")`).all() as {
      id: number;
      table: string;
      from: string;
      on_delete: string;
    }[];
    const keys = new Map<number, { table: string; from: string[]; onDelete: string }>();
    for (const key of foreignKeys) {
      const entry = keys.get(key.id) ?? { table: key.table, from: [], onDelete: key.on_delete };
      entry.from.push(key.from);
      keys.set(key.id, entry);
    }
    tables[name] = {
      columns: columns.map((column) => {
        const primary = column.pk > 0;
        const nullable = !column.notnull && !primary;
        const generated = identity && primary ? ' identity' : defaultWord(column.dflt_value);
        return `${column.name} ${typeWord(column.type)} ${nullable ? 'null' : 'not null'}${generated}`;
      }),
      primaryKey: columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => column.name),
      unique: sorted(
        indexes.filter((index) => index.origin === 'u').map((index) => indexColumns(index.name).join(', ')),
      ),
      indexes: sorted(
        indexes
          .filter((index) => index.origin === 'c')
          .map(
            (index) =>
              `${index.name}: ${index.unique ? 'unique ' : ''}(${indexColumns(index.name).join(', ')})${index.partial ? ' partial' : ''}`,
          ),
      ),
      foreignKeys: sorted(
        [...keys.values()].map(
          (key) => `(${key.from.join(', ')}) -> ${key.table} on delete ${key.onDelete.toLowerCase()}`,
        ),
      ),
    };
  }
  const triggers = sqlite
    .prepare("SELECT tbl_name || ': ' || name AS trigger FROM sqlite_master WHERE type = 'trigger'")
    .pluck()
    .all() as string[];
  return { tables, triggers: sorted(triggers) };
}

const PG_DELETE_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

export async function postgresCatalogue({ kysely }: Database): Promise<Catalogue> {
  const run = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(kysely)).rows;
  const columns = await run<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(sql`SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
           FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
  const constraints = await run<{
    table: string;
    type: string;
    columns: string[];
    ref: string | null;
    ondelete: string;
  }>(
    sql`SELECT c.conrelid::regclass::text AS table, c.contype AS type, c.confrelid::regclass::text AS ref,
               c.confdeltype AS ondelete,
               (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns
          FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
         WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f')`,
  );
  const indexes = await run<{ table: string; name: string; unique: boolean; partial: boolean; columns: string[] }>(
    sql`SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indpred IS NOT NULL AS partial,
               (SELECT array_agg(coalesce(a.attname::text, 'expr') ORDER BY k.n)
                  FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
                  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum AND k.attnum > 0) AS columns
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
          JOIN pg_namespace n ON n.oid = t.relnamespace
         WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  const triggers = await run<{ trigger: string }>(
    sql`SELECT DISTINCT event_object_table || ': ' || trigger_name AS trigger
          FROM information_schema.triggers WHERE trigger_schema = 'public'`,
  );
  const tables: Record<string, TableShape> = {};
  const tableOf = (name: string) =>
    (tables[name] ??= { columns: [], primaryKey: [], unique: [], indexes: [], foreignKeys: [] });
  for (const column of columns) {
    if (column.column_name === 'rowid') continue;
    const generated = column.is_identity === 'YES' ? ' identity' : defaultWord(column.column_default);
    tableOf(column.table_name).columns.push(
      `${column.column_name} ${typeWord(column.data_type)} ${column.is_nullable === 'YES' ? 'null' : 'not null'}${generated}`,
    );
  }
  for (const constraint of constraints) {
    const table = tableOf(constraint.table);
    if (constraint.type === 'p') table.primaryKey = constraint.columns;
    else if (constraint.type === 'u' && !constraint.columns.includes('rowid'))
      table.unique.push(constraint.columns.join(', '));
    else if (constraint.type === 'f')
      table.foreignKeys.push(
        `(${constraint.columns.join(', ')}) -> ${constraint.ref} on delete ${PG_DELETE_ACTIONS[constraint.ondelete]}`,
      );
  }
  for (const index of indexes) {
    tableOf(index.table).indexes.push(
      `${index.name}: ${index.unique ? 'unique ' : ''}(${index.columns.join(', ')})${index.partial ? ' partial' : ''}`,
    );
  }
  for (const table of Object.values(tables)) {
    table.unique = sorted(table.unique);
    table.indexes = sorted(table.indexes);
    table.foreignKeys = sorted(table.foreignKeys);
  }
  const ordered = Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b)));
  return { tables: ordered, triggers: sorted(triggers.map((row) => row.trigger)) };
}
