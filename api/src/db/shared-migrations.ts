import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from 'kysely';
import type { DialectName } from './dialect';

/**
 * A schema change after 0073, one for both databases. The SQL files in migrations/ stop at 0073 (the
 * last written for SQLite alone; PostgreSQL starts from migrations/postgres/0073_baseline.sql, equal
 * to them); every later change is an entry of SHARED_MIGRATIONS, applied in order on both and
 * recorded in `schema_migrations` under its name.
 */
export interface SharedMigration {
  /** `NNNN_what_it_does`, numbered after the last entry (0074 first). */
  name: string;
  /**
   * Its statements: built with kysely's schema builder (`schema.createTable(…)`, compiled for the
   * dialect), or each dialect's own SQL text where they must differ (`dialect === 'postgres' ? … : …`).
   * No parameters: DDL takes none.
   */
  up(schema: Kysely<unknown>['schema'], dialect: DialectName): Array<Compilable | string>;
}

/** The schema changes after 0073, in order. */
export const SHARED_MIGRATIONS: SharedMigration[] = [
  {
    // What every API process must count together (src/platform/address-windows.ts) and the secrets
    // they must share (src/platform/shared-secrets.ts), rather than each in its own memory.
    name: '0074_address_windows_and_shared_secrets',
    up: (schema) => [
      schema
        .createTable('address_windows')
        .addColumn('counter', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('window_start', 'bigint', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('address_windows_pk', ['counter', 'address']),
      schema
        .createTable('shared_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull()),
    ],
  },
];

/** A kysely that only compiles (nothing to connect to): the schema builder of each dialect. */
function compiler(dialect: DialectName): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect:
      dialect === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });
}

const compilers = new Map<DialectName, Kysely<unknown>>();

/** The SQL texts of one migration for one dialect, in order. */
export function migrationStatements(migration: SharedMigration, dialect: DialectName): string[] {
  let kysely = compilers.get(dialect);
  if (!kysely) {
    kysely = compiler(dialect);
    compilers.set(dialect, kysely);
  }
  return migration.up(kysely.schema, dialect).map((statement) => {
    if (typeof statement === 'string') return statement;
    const { sql, parameters } = statement.compile();
    if (parameters.length > 0) throw new Error(`Migration ${migration.name}: a schema statement takes no parameters`);
    return sql;
  });
}
