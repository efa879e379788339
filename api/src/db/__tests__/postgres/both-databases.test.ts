import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../database';
import { migratePostgres } from '../../postgres-migrations';
import { openPostgres, sqliteDatabase, type Database } from '../../query-layer';
import type { SharedMigration } from '../../shared-migrations';
import { inTransaction, lockedForUpdate } from '../../transaction';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../postgres-test-database';
import { postgresCatalogue, sqliteCatalogue } from './catalogue';

const SERVER = process.env.API_TEST_POSTGRES_URL as string;

let dir: string;
let sqlite: Database;
let postgres: TestPostgresDatabase;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-both-'));
  sqlite = sqliteDatabase(openDatabase(path.join(dir, 'portal.db')));
  postgres = await createTestPostgresDatabase(SERVER);
});
afterAll(async () => {
  sqlite.sqlite?.close();
  await postgres.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a fresh database of each kind', () => {
  it('has the same tables, columns, keys, indexes, foreign keys and triggers', async () => {
    const [onSqlite, onPostgres] = [await sqliteCatalogue(sqlite), await postgresCatalogue(postgres.database)];
    expect(Object.keys(onPostgres.tables)).toEqual(Object.keys(onSqlite.tables));
    for (const table of Object.keys(onSqlite.tables)) {
      expect({ table, ...onPostgres.tables[table] }).toEqual({ table, ...onSqlite.tables[table] });
    }
    expect(onPostgres.triggers).toEqual(onSqlite.triggers);
  });

  it('records the same migrations and holds the same seeded rows', async () => {
    for (const query of [
      (db: Database) => db.kysely.selectFrom('schema_migrations').select('name').orderBy('name').execute(),
      (db: Database) => db.kysely.selectFrom('card_products').selectAll().orderBy('id').execute(),
    ]) {
      expect(await query(postgres.database)).toEqual(await query(sqlite));
    }
  });
});

/** The same changes to cards, messages and transactions, through the query layer. */
async function exerciseTriggers({ kysely }: Database): Promise<unknown> {
  const now = 1_700_000_000_000;
  await kysely
    .insertInto('users')
    .values(['u1', 'u2'].map((id, n) => ({ id, phone: `1390000000${n}`, password_hash: 'x', created_at: now })))
    .execute();
  const card = (id: string, userId: string) => ({
    id,
    user_id: userId,
    product_id: 'usd-standard',
    currency: 'USD',
    last4: '0001',
    expiry: '12/30',
    status: 'CARD_STATUS_INIT',
    created_at: now,
    updated_at: now,
  });
  await kysely
    .insertInto('cards')
    .values([card('c1', 'u1'), card('c2', 'u1'), card('c3', 'u2')])
    .execute();
  await kysely.updateTable('cards').set({ status: 'CARD_STATUS_NORMAL' }).where('id', 'in', ['c1', 'c2']).execute();
  await kysely.updateTable('cards').set({ nickname: 'travel' }).where('id', '=', 'c1').execute();
  await kysely.updateTable('cards').set({ user_id: 'u2' }).where('id', '=', 'c2').execute();
  const message = (id: string, userId: string | null) => ({
    id,
    user_id: userId,
    type: userId === null ? 'ANNOUNCEMENT' : 'STATION_MSG',
    title: 't',
    content: 'c',
    created_at: now,
  });
  await kysely
    .insertInto('messages')
    .values([message('m1', 'u1'), message('m2', null), message('m3', 'u1')])
    .execute();
  const seqs = await kysely.selectFrom('messages').select(['id', 'seq']).orderBy('id').execute();
  const seqOf = (id: string) => seqs.find((row) => row.id === id)?.seq as number;
  await kysely
    .insertInto('message_reads')
    .values([
      { user_id: 'u1', message_seq: seqOf('m1'), read_at: now },
      { user_id: 'u1', message_seq: seqOf('m2'), read_at: now },
    ])
    .execute();
  await kysely.deleteFrom('message_reads').where('message_seq', '=', seqOf('m2')).execute();
  await kysely.deleteFrom('messages').where('id', '=', 'm3').execute();
  const transaction = (id: string, type: string, amount: number) => ({
    id,
    card_id: 'c1',
    user_id: 'u1',
    type,
    status: 'CARD_TRANSACTION_STATUS_PENDING',
    currency: 'USD',
    amount,
    merchant_name: 'SHOP',
    created_at: now,
    updated_at: now,
  });
  await kysely
    .insertInto('card_transactions')
    .values([
      transaction('t1', 'CONSUME', 500),
      transaction('t2', 'REFUND', 200),
      transaction('t3', 'TRANSFER_IN', 900),
    ])
    .execute();
  await kysely
    .updateTable('card_transactions')
    .set({ status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: 450, fee: 5, updated_at: now + 1 })
    .where('id', '=', 't1')
    .execute();
  await kysely.updateTable('card_transactions').set({ merchant_name: 'SHOP 2' }).where('id', '=', 't2').execute();
  await kysely.deleteFrom('card_transactions').where('id', '=', 't3').execute();
  await kysely
    .insertInto('wallet_transactions')
    .values(
      ['w1', 'w2'].map((id) => ({
        id,
        user_id: 'u1',
        currency: 'USD',
        type: 'TRANSFER_OUT_TO_CARD',
        amount: -1000,
        balance_after: 0,
        card_id: 'c1',
        created_at: now,
      })),
    )
    .execute();
  await kysely.deleteFrom('wallet_transactions').where('id', '=', 'w2').execute();
  await kysely.deleteFrom('cards').where('id', '=', 'c3').execute();
  return {
    statusCounts: await kysely
      .selectFrom('card_status_counts')
      .selectAll()
      .orderBy('user_id')
      .orderBy('status')
      .execute(),
    listVersions: await kysely.selectFrom('card_list_versions').selectAll().orderBy('user_id').execute(),
    messageCounters: await kysely.selectFrom('message_counters').selectAll().orderBy('owner').execute(),
    feed: await kysely
      .selectFrom('transaction_feed')
      .select(['id', 'source', 'user_id', 'card_id', 'type', 'status', 'amount', 'abs_amount', 'fee', 'merchant_name'])
      .select(['created_at', 'updated_at'])
      .orderBy('id')
      .execute(),
    statusEvents: await kysely
      .selectFrom('card_transaction_events')
      .select(['transaction_id', 'user_id', 'status', 'at'])
      .orderBy('transaction_id')
      .orderBy('at')
      .orderBy('status')
      .execute(),
  };
}

describe('triggers', () => {
  it('keep the counters, list versions, feed and status events the same on both', async () => {
    const onSqlite = await exerciseTriggers(sqlite);
    expect(onSqlite).toMatchObject({
      feed: expect.arrayContaining([expect.objectContaining({ id: 't1', amount: -450 })]),
    });
    expect(await exerciseTriggers(postgres.database)).toEqual(onSqlite);
  });
});

describe('shared migrations', () => {
  const sample: SharedMigration[] = [
    {
      name: '9001_sample_notes',
      up: (schema) => [
        schema
          .createTable('sample_notes')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'bigint', (column) => column.notNull())
          .addColumn('read', 'bigint', (column) => column.notNull().defaultTo(0)),
        schema.createIndex('sample_notes_user').on('sample_notes').columns(['user_id', 'created_at']),
      ],
    },
    {
      name: '9002_sample_text_per_dialect',
      up: (_schema, dialect) => [
        dialect === 'postgres'
          ? 'CREATE INDEX sample_notes_unread ON sample_notes (user_id) WHERE read = 0'
          : 'CREATE INDEX sample_notes_unread ON sample_notes (user_id) WHERE read = 0',
      ],
    },
  ];

  it('apply once, in order, to both, and leave the same schema', async () => {
    expect(migrate(sqlite.sqlite!, sample)).toEqual(['9001_sample_notes', '9002_sample_text_per_dialect']);
    // Processes starting together take turns: the migrations run once.
    const applied = await Promise.all([
      migratePostgres(postgres.database.kysely, sample),
      migratePostgres(postgres.database.kysely, sample),
    ]);
    expect(applied.flat()).toEqual(['9001_sample_notes', '9002_sample_text_per_dialect']);
    expect(migrate(sqlite.sqlite!, sample)).toEqual([]);
    const [onSqlite, onPostgres] = [await sqliteCatalogue(sqlite), await postgresCatalogue(postgres.database)];
    expect(onPostgres.tables.sample_notes).toEqual(onSqlite.tables.sample_notes);
    expect(onSqlite.tables.sample_notes?.indexes).toEqual([
      'sample_notes_unread: (user_id) partial',
      'sample_notes_user: (user_id, created_at)',
    ]);
  });
});

describe('money on PostgreSQL', () => {
  it('never overdraws when movements of one wallet race: the second waits at the row lock', async () => {
    const { kysely } = postgres.database;
    await kysely
      .insertInto('users')
      .values({ id: 'payer', phone: '13900000009', password_hash: 'x', created_at: 0 })
      .execute();
    await kysely
      .insertInto('wallet_balances')
      .values({ user_id: 'payer', currency: 'USD', available: 1000, updated_at: 0 })
      .execute();
    // Two API processes: each its own pool on the same database.
    const other = await openPostgres(postgres.url, { poolSize: 2 });
    const spend = (database: Database, amount: number) =>
      inTransaction(database, async (trx) => {
        const wallet = await lockedForUpdate(
          database,
          trx
            .selectFrom('wallet_balances')
            .select('available')
            .where('user_id', '=', 'payer')
            .where('currency', '=', 'USD'),
        ).executeTakeFirstOrThrow();
        if (wallet.available < amount) return 'refused';
        // Both read before either writes, were it not for the lock.
        await sql`SELECT pg_sleep(0.05)`.execute(trx);
        await trx
          .updateTable('wallet_balances')
          .set({ available: wallet.available - amount })
          .where('user_id', '=', 'payer')
          .where('currency', '=', 'USD')
          .execute();
        return 'spent';
      });
    try {
      const outcomes = await Promise.all([spend(postgres.database, 700), spend(other, 700), spend(other, 200)]);
      expect(outcomes.filter((outcome) => outcome === 'spent')).toHaveLength(2);
      expect(outcomes).toContain('refused');
      const left = await kysely
        .selectFrom('wallet_balances')
        .select('available')
        .where('user_id', '=', 'payer')
        .execute();
      expect(left).toEqual([{ available: 100 }]);
    } finally {
      await other.close();
    }
  });
});

describe('connections on PostgreSQL', () => {
  it('outlive the server ending an idle one: the pool opens another, the process goes on', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kysely } = postgres.database;
    await sql`SELECT 1`.execute(kysely);
    // What a server restart or an administrator does to the pool's idle connections.
    const killer = await openPostgres(postgres.url, { poolSize: 1 });
    const { rows: ended } = await sql<{ ended: boolean }>`SELECT pg_terminate_backend(pid) AS ended
        FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`.execute(
      killer.kysely,
    );
    await killer.close();
    expect(ended.length).toBeGreaterThan(0);
    // The pool hears of each when the server's message arrives: waited for, up to a guard of 10 s.
    for (let tries = 0; logged.mock.calls.length < ended.length; tries += 1) {
      if (tries === 1000) throw new Error('the pool never heard that its connections ended');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(String(logged.mock.calls[0]?.[0])).toContain('terminating connection due to administrator command');
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(kysely);
    expect(rows).toEqual([{ one: 1 }]);
    logged.mockRestore();
  });

  it('outlive the server ending one a call holds between its queries', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kysely } = postgres.database;
    const killer = await openPostgres(postgres.url, { poolSize: 1 });
    try {
      await kysely.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(held);
        await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(killer.kysely);
        // Heard with no query running: waited for, up to a guard of 10 s.
        for (let tries = 0; logged.mock.calls.length === 0; tries += 1) {
          if (tries === 1000) throw new Error('the held connection never heard that it ended');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
    } finally {
      await killer.close();
    }
    // The server's message, then (as the socket closes) pg's own: both heard, neither thrown.
    expect(String(logged.mock.calls[0]?.[0])).toContain('terminating connection due to administrator command');
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(kysely);
    expect(rows).toEqual([{ one: 1 }]);
    logged.mockRestore();
  });
});
