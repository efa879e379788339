import { existsSync, readFileSync } from 'node:fs';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../database';
import { openPostgres } from '../query-layer';
import type { Schema } from '../schema';
import { moneyDiffers, postgresMoney, sqliteMoney } from './money';
import { countTargetRows, parentsFirst, seededTables, targetTables, type TargetTable } from './postgres-target';
import { CopyRefusal } from './refusal';
import {
  closeSqliteSource,
  countRows,
  expectedMigrations,
  migrationsDiffer,
  openSqliteSource,
  readRows,
  sourceTables,
  type SourceTable,
} from './sqlite-source';

export interface CopySummary {
  /** Every table in the order it was filled, with the rows it holds on both sides. */
  tables: { name: string; rows: number }[];
  rows: number;
  /** How many money totals (per currency) were compared and found equal. */
  moneyTotals: number;
  /** Whether the sandbox's profile key (`profile.key`) was carried into the database. */
  profileKey: boolean;
}

export interface CopyOptions {
  /** The API's SQLite file (`DATA_DIR/portal.db`). */
  sqliteFile: string;
  /**
   * The sandbox's profile key beside it (`DATA_DIR/profile.key`), if there is one: kept in the
   * database, where the API on PostgreSQL reads it (src/wallet/profiles/profile-key.ts), so the
   * profiles sealed with it still open.
   */
  profileKeyFile?: string;
  /** A new, empty PostgreSQL database (`DATABASE_URL`): migrated here by the query layer's openPostgres. */
  postgresUrl: string;
  /** Rows sent in one INSERT at most (fewer for a wide table: PostgreSQL takes 65,535 parameters). */
  batchRows?: number;
  /** Told once every check has passed, as the copy begins (never before a refusal). */
  onStart?: () => void;
  /** Told after each table is filled. */
  onTable?: (name: string, rows: number) => void;
}

const MAX_PARAMETERS = 65_535;

/** A table's copy plan: what to read from SQLite and where it goes. */
interface Plan {
  source: SourceTable;
  target: TargetTable;
  /** SQLite's implicit rowid goes into the `rowid` column the PostgreSQL baseline added. */
  withRowid: boolean;
}

/**
 * Copies the whole SQLite database into a new PostgreSQL database, in one PostgreSQL transaction:
 * all of it or nothing. Refuses (CopyRefusal) while the API holds the SQLite file, when either side is
 * not at this API version's schema, or when the target already holds data.
 *
 * The tables the triggers keep (card counts and list versions, message counters, the transaction
 * feed and the card transactions' status events) are copied as SQLite has them, with the tables'
 * own triggers disabled for the copy (`ALTER TABLE … DISABLE TRIGGER USER`, which the tables' owner
 * may do, unlike `session_replication_role`, which needs a superuser): the status events are history
 * no trigger could rebuild, and copying both a source row and its derived rows with triggers on would
 * count them twice. Foreign keys stay checked: tables are filled parents first.
 */
export async function copyToPostgres(options: CopyOptions): Promise<CopySummary> {
  const source = openSqliteSource(options.sqliteFile);
  try {
    const target = await openPostgres(options.postgresUrl, { poolSize: 1 });
    try {
      return await copyInto(source, target.kysely, options);
    } finally {
      await target.close();
    }
  } finally {
    closeSqliteSource(source);
  }
}

async function copyInto(source: Db, kysely: Kysely<Schema>, options: CopyOptions): Promise<CopySummary> {
  const applied = (await kysely.selectFrom('schema_migrations').select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );
  const differ = migrationsDiffer(applied, expectedMigrations());
  if (differ !== null)
    throw new CopyRefusal(
      `The PostgreSQL database is not at this API version's schema (${differ}): copy into a new, empty database.`,
    );
  const plans = await plan(source, kysely);
  const seeded = seededTables();
  const holding: string[] = [];
  for (const { target } of plans) {
    if (seeded.has(target.name)) continue;
    const rows = await countTargetRows(kysely, target.name);
    if (rows > 0) holding.push(`${target.name} (${rows})`);
  }
  if (holding.length > 0) {
    const more = holding.length > 3 ? ` and ${holding.length - 3} more tables` : '';
    throw new CopyRefusal(
      `The PostgreSQL database already holds data (rows in ${holding.slice(0, 3).join(', ')}${more}): copy into a new, empty database.`,
    );
  }
  options.onStart?.();
  return kysely.transaction().execute(async (trx) => {
    for (const { target } of plans) await sql`ALTER TABLE ${sql.table(target.name)} DISABLE TRIGGER USER`.execute(trx);
    // The rows the migrations seeded give way to SQLite's (the merchant may have changed them).
    for (const { target } of [...plans].reverse())
      if (seeded.has(target.name)) await sql`DELETE FROM ${sql.table(target.name)}`.execute(trx);
    const tables: CopySummary['tables'] = [];
    for (const table of plans) {
      const rows = await copyTable(source, trx, table, options.batchRows ?? 1000);
      tables.push({ name: table.target.name, rows });
      options.onTable?.(table.target.name, rows);
    }
    for (const { target } of plans) {
      for (const column of target.identities) await identityPastCopied(trx, target.name, column);
      await sql`ALTER TABLE ${sql.table(target.name)} ENABLE TRIGGER USER`.execute(trx);
    }
    const moneyTotals = await verify(source, trx, tables);
    const profileKey = options.profileKeyFile !== undefined && existsSync(options.profileKeyFile);
    if (profileKey) {
      const value = readFileSync(options.profileKeyFile as string, 'utf8').trim();
      await trx.insertInto('shared_secrets').values({ name: 'profile-key', value }).execute();
    }
    return { tables, rows: tables.reduce((sum, table) => sum + table.rows, 0), moneyTotals, profileKey };
  });
}

/** Pairs each SQLite table with its PostgreSQL table, parents first; both must have the same tables and columns. */
async function plan(source: Db, kysely: Kysely<Schema>): Promise<Plan[]> {
  const sources = new Map(sourceTables(source).map((table) => [table.name, table]));
  const targets = await targetTables(kysely);
  const onlyTarget = targets.filter((table) => !sources.has(table.name)).map((table) => table.name);
  const onlySource = [...sources.keys()].filter((name) => !targets.some((table) => table.name === name));
  if (onlyTarget.length > 0 || onlySource.length > 0)
    throw new CopyRefusal(
      `The two databases do not have the same tables (only on PostgreSQL: ${onlyTarget.join(', ') || 'none'}; only on SQLite: ${onlySource.join(', ') || 'none'}): copy into a new, empty database.`,
    );
  return parentsFirst(targets).map((target) => {
    const table = sources.get(target.name) as SourceTable;
    const withRowid = target.columns.includes('rowid') && !table.columns.includes('rowid');
    const expected = [...(withRowid ? ['rowid'] : []), ...table.columns].sort();
    if (withRowid && !table.hasRowid) throw new Error(`${table.name} has no rowid on SQLite to fill its rowid column`);
    if (expected.join() !== [...target.columns].sort().join())
      throw new Error(`${table.name} has other columns on SQLite (${table.columns.join(', ')}) than on PostgreSQL`);
    return { source: table, target, withRowid };
  });
}

/** Copies one table in batches (one batch in memory at a time); returns the rows copied. */
async function copyTable(
  source: Db,
  trx: Transaction<Schema>,
  { source: table, target, withRowid }: Plan,
  batchRows: number,
) {
  const columns = [...(withRowid ? ['rowid'] : []), ...table.columns];
  const perInsert = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  const insert = (rows: unknown[][]) =>
    sql`INSERT INTO ${sql.table(target.name)} (${sql.join(columns.map((column) => sql.ref(column)))})
        VALUES ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`.execute(trx);
  let batch: unknown[][] = [];
  let copied = 0;
  for (const row of readRows(source, table, withRowid)) {
    batch.push(row);
    if (batch.length === perInsert) {
      await insert(batch);
      copied += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return copied + batch.length;
}

/** The identity's next value comes after every copied one (SQLite's AUTOINCREMENT went on from there too). */
async function identityPastCopied(trx: Transaction<Schema>, table: string, column: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
                          coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
    trx,
  );
}

/** Rows per table and the money on both sides, inside the copy's transaction: a difference rolls it all back. */
async function verify(source: Db, trx: Transaction<Schema>, tables: CopySummary['tables']): Promise<number> {
  const counted: string[] = [];
  for (const table of tables) {
    const onSqlite = countRows(source, table.name);
    const onPostgres = await countTargetRows(trx, table.name);
    if (onSqlite !== table.rows || onPostgres !== table.rows)
      counted.push(`${table.name}: ${onSqlite} on SQLite, ${onPostgres} on PostgreSQL`);
  }
  if (counted.length > 0)
    throw new CopyRefusal(`The copy was rolled back: the row counts differ (${counted.join('; ')}).`);
  const [onSqlite, onPostgres] = [sqliteMoney(source), await postgresMoney(trx)];
  const money = moneyDiffers(onSqlite, onPostgres);
  if (money.length > 0) throw new CopyRefusal(`The copy was rolled back: the money differs (${money.join(', ')}).`);
  return Object.keys(onSqlite).length;
}
