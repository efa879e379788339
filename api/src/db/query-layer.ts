import type { Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect, type Compilable, type CompiledQuery, type SqliteDatabase } from 'kysely';
import type { Pool, PoolConfig } from 'pg';
import type { Db } from './database';
import type { DialectName } from './dialect';
import { ADVISORY_LOCKS } from './advisory-locks';
import { inProcessJobQueue, postgresJobQueue, type JobQueue } from './job-queue';
import { oneProcessAtATime } from './one-process-at-a-time';
import { listenOnPostgres, type Listening, type NotificationHandlers } from './notifications';
import { migratePostgres } from './postgres-migrations';
import { preparingClient, StatementNames } from './prepared-statements';
import type { Schema } from './schema';

export type { DialectName } from './dialect';

/**
 * The API's database behind one query layer: kysely over SQLite (the file `npm start` uses) or over
 * PostgreSQL (`DATABASE_URL`). A module converted to it runs its statements through `kysely` only, in
 * transactions through `inTransaction` (src/db/transaction.ts); api/README.md "Databases" has the rules.
 */
export interface Database {
  readonly dialect: DialectName;
  readonly kysely: Kysely<Schema>;
  /**
   * The better-sqlite3 connection under `kysely` on SQLite (null on PostgreSQL): what the modules not
   * converted yet still use. Both share this one connection, so they see each other's writes at once.
   */
  readonly sqlite: Db | null;
  /**
   * Listens to a channel of PostgreSQL's notifications (`pg_notify` in a transaction is heard once it
   * commits, by every API process listening): null on SQLite, which one process holds alone.
   */
  readonly listen: ((channel: string, handlers: NotificationHandlers) => Promise<Listening>) | null;
  /**
   * A queue for the background jobs of this database's API processes: pg-boss on PostgreSQL (jobs run
   * once across processes, and again elsewhere when their process dies), in process on SQLite.
   */
  jobQueue(onError: (error: unknown) => void): JobQueue;
  /** Ends the PostgreSQL pool; on SQLite the connection stays open for whoever opened it. */
  close(): Promise<void>;
}

/** SQL texts kysely compiles and better-sqlite3 prepares once per connection (a read costs no parse). */
const MAX_STATEMENTS = 1000;

/**
 * The connection as kysely's SQLite driver uses it: statements prepared once and kept (the driver
 * itself prepares every query anew), and a `close` that leaves the shared connection open.
 */
function preparedOnce(db: Db): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
    close() {
      // The connection belongs to whoever opened it (openDatabase), which closes it.
    },
  };
}

const onSqlite = new WeakMap<Db, Database>();

/** The query layer over an open SQLite connection: one per connection, shared by every module. */
export function sqliteDatabase(db: Db): Database {
  let database = onSqlite.get(db);
  if (!database) {
    const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: preparedOnce(db) }) });
    database = {
      dialect: 'sqlite',
      kysely,
      sqlite: db,
      listen: null,
      jobQueue: (onError) => inProcessJobQueue(onError),
      close: async () => {},
    };
    onSqlite.set(db, database);
  }
  return database;
}

/**
 * A query that is always the same (no value of a request in it), compiled once per database: a hot
 * read then skips kysely's building and compiling of it, leaving only its execution
 * (`database.kysely.executeQuery(query(database))`).
 */
export function compiledOnce<Row>(
  build: (kysely: Kysely<Schema>) => Compilable<Row>,
): (database: Database) => CompiledQuery<Row> {
  const compiled = new WeakMap<Database, CompiledQuery<Row>>();
  return (database) => {
    let query = compiled.get(database);
    if (!query) {
      query = build(database.kysely).compile();
      compiled.set(database, query);
    }
    return query;
  };
}

/**
 * A query whose text is always the same but whose values change (a user's id, a page), compiled once
 * per dialect: built with a stand-in for each value, which marks where that value goes among the
 * compiled parameters, so each call only puts its values in their places. The stand-ins must be
 * distinct and occur nowhere else in the query (every one of them must reach the parameters).
 */
export function compiledTemplate<Row, Values extends Record<string, string | number>>(
  standIns: Values,
  build: (kysely: Kysely<Schema>, values: Values) => Compilable<Row>,
): (kysely: Kysely<Schema>, dialect: DialectName, values: Values) => CompiledQuery<Row> {
  const templates = new Map<DialectName, { query: CompiledQuery<Row>; slots: (keyof Values | null)[] }>();
  const keys = Object.keys(standIns) as (keyof Values)[];
  return (kysely, dialect, values) => {
    let template = templates.get(dialect);
    if (!template) {
      const query = build(kysely, standIns).compile();
      const slots = query.parameters.map((parameter) => keys.find((key) => standIns[key] === parameter) ?? null);
      const missing = keys.filter((key) => slots.filter((slot) => slot === key).length === 0);
      if (missing.length > 0) throw new Error(`compiledTemplate: ${missing.join(', ')} never reach the parameters`);
      template = { query, slots };
      templates.set(dialect, template);
    }
    const { query, slots } = template;
    return { ...query, parameters: slots.map((slot, n) => (slot === null ? query.parameters[n] : values[slot])) };
  };
}

/** PostgreSQL's bigint (int8) and numeric, as JavaScript numbers (see readNumber). */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * bigint columns hold what SQLite's INTEGER holds (milliseconds, minor units, counts, ids), all far
 * below 2^53, and `count(*)` and `sum(bigint)` answer int8 and numeric: the pool reads them as numbers,
 * as better-sqlite3 does, instead of pg's strings. A value beyond 2^53 would lose precision: it throws.
 */
function readNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && Number.isInteger(value)) throw new Error(`${text} is beyond 2^53`);
  return value;
}

/** Connections each API process keeps open at most. */
const POOL_SIZE = 10;

/** A pool of connections to `url` and the query layer over it, with the schema migrated. */
export async function openPostgres(url: string, { poolSize = POOL_SIZE } = {}): Promise<Database> {
  const pg = await import('pg');
  const { Pool, Client } = pg.default ?? pg;
  const { PostgresDialect } = await import('kysely');
  const types: PoolConfig['types'] = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8 || oid === NUMERIC ? readNumber : (pg.default ?? pg).types.getTypeParser(oid, format)) as never,
  };
  // The statements sent often are prepared on each connection (./prepared-statements.ts).
  const pool: Pool = new Pool({
    connectionString: url,
    max: poolSize,
    types,
    Client: preparingClient(Client, new StatementNames()),
  });
  const listen = (channel: string, handlers: NotificationHandlers) =>
    listenOnPostgres({ connectionString: url, types }, channel, handlers);
  // A connection the server ends (a restart, an administrator, a dropped database) emits an error:
  // without a listener that would end the process. Each connection gets one for as long as it lives,
  // so one ended while a call holds it without a query running is heard too (the pool listens on
  // idle ones only, and re-emits theirs on itself, told here by the connection's own). A query
  // running fails with the error itself; the pool drops the connection when it comes back and opens
  // another at the next query. The message names no credentials.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`A PostgreSQL connection of the pool ended: ${error.message}`)),
  );
  pool.on('error', () => undefined);
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(kysely);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  const database: Database = {
    dialect: 'postgres',
    kysely,
    sqlite: null,
    listen,
    jobQueue: (onError) =>
      postgresJobQueue(url, {
        onError,
        oneAtATime: (work) => oneProcessAtATime(database, ADVISORY_LOCKS.jobQueues, work),
      }),
    close: () => kysely.destroy(),
  };
  return database;
}
