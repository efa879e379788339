import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../../../__tests__/test-api';
import { UNTHROTTLED_SIGN_IN } from '../../../accounts/__tests__/helpers';
import { openSettledCard } from '../../../wallet/__tests__/helpers';
import { profileKeyFile as sandboxProfileKey } from '../../../wallet/profiles/sealing';
import { copyToPostgres } from '../../copy/copy-to-postgres';
import { seededTables } from '../../copy/postgres-target';
import { openPostgres, type Database as Layer } from '../../query-layer';

const SERVER = process.env.API_TEST_POSTGRES_URL as string;

let dataDir: string;
let sqliteFile: string;
const databases: string[] = [];

/** A new database on the test cluster with nothing in it, as `createdb` makes one. */
async function newDatabase(): Promise<string> {
  const name = `copy_${databases.length}_${Date.now()}`;
  const pg = await import('pg');
  const client = new (pg.default ?? pg).Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  databases.push(name);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ok<T = Record<string, unknown>>(answer: Promise<{ status: number; body: { data: unknown } }>) {
  const { status, body } = await answer;
  expect({ status, body: status === 200 ? 'ok' : body }).toEqual({ status: 200, body: 'ok' });
  return body.data as T;
}

/** Customers, sign-ins, top-ups, cards, purchases and refunds, transactions and messages, all through the API. */
async function seedThroughTheApi(api: TestApi): Promise<void> {
  // The sandbox issuer answers at once: the cards settle without its usual half second.
  await ok(api.call('PUT', '/api/sandbox/admin/issuer', { body: { latency_ms: 0, failure_rate: 0 } }));
  for (const [n, phone] of ['13700000001', '13700000002'].entries()) {
    await ok(
      api.call('POST', '/api/sandbox/admin/customers', {
        body: { phone, password: 'Passw0rd1', email: `c${n}@example.com` },
      }),
    );
    const signIn = await ok<{ token: string }>(
      api.call('POST', '/api/v1/account/login', {
        body: { phone_info: { phone, phone_prefix: '86' }, password: 'Passw0rd1', device_id: `copy-device-${n}` },
      }),
    );
    await ok(
      api.call('POST', '/api/v1/account/send/code-auto', {
        token: signIn.token,
        body: { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'SIGN_IN_CHECK' },
      }),
    );
    const [sent] = await ok<{ code: string }[]>(api.call('GET', `/api/sandbox/outbox?to=${phone}`));
    const { token } = await ok<{ token: string }>(
      api.call('POST', '/api/v1/account/login/code/check', {
        token: signIn.token,
        body: { captcha: sent?.code, thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
      }),
    );
    for (const currency of ['USD', 'CNY'])
      await ok(api.call('POST', '/api/sandbox/admin/wallet/top-up', { body: { phone, currency, amount: 500 + n } }));
    const card = await openSettledCard(api, token, 40 + n);
    await ok(
      api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, {
        body: { amount: '12.34', merchant_name: 'SHOP' },
      }),
    );
    await ok(
      api.call('POST', `/api/sandbox/admin/cards/${card.id}/refund`, {
        body: { amount: '2.00', merchant_name: 'SHOP' },
      }),
    );
    await ok(api.call('POST', '/api/sandbox/admin/cards/seed', { body: { phone, count: 9 } }));
    await ok(api.call('POST', '/api/sandbox/admin/transactions/seed', { body: { phone, count: 12 } }));
    await ok(api.call('POST', '/api/sandbox/admin/messages', { body: { phone, title: '通知', content: '内容' } }));
    const posted = await ok<{ id: string }>(
      api.call('POST', '/api/sandbox/admin/announcements', { body: { title: `公告 ${n}`, content: '内容' } }),
    );
    await ok(api.call('PUT', '/api/v1/msg-center/station-msg/read-status', { token, body: { id: posted.id } }));
  }
}

/** Every row of a table, `rowid` first where PostgreSQL keeps SQLite's, in one order for both. */
function sorted(rows: unknown[]): string[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}

function sqliteRows(table: string, columns: string[]): string[] {
  const db = new Database(sqliteFile, { readonly: true });
  try {
    const list = columns.map((column) => `"${column}"`).join(', ');
    return sorted(db.prepare(`SELECT ${list} FROM "${table}"`).raw().all());
  } finally {
    db.close();
  }
}

async function postgresRows(layer: Layer, table: string, columns: string[]): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((column) => sql.ref(column)))}
    FROM ${sql.table(table)}`.execute(layer.kysely);
  return sorted(rows.map((row) => columns.map((column) => row[column])));
}

/** SQLite's tables, with the columns both sides hold (SQLite's rowid named where PostgreSQL has one). */
function sqliteTables(): Array<{ name: string; columns: string[] }> {
  const db = new Database(sqliteFile, { readonly: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    return names.map((name) => ({
      name,
      columns: db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name) as string[],
    }));
  } finally {
    db.close();
  }
}

/** Changes the SQLite file while no API holds it (foreign keys off, as a damaged file could be). */
function onTheFile(statement: string): void {
  const db = new Database(sqliteFile);
  try {
    db.exec(statement);
  } finally {
    db.close();
  }
}

let api: TestApi;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-copy-'));
  sqliteFile = path.join(dataDir, 'portal.db');
  api = await startTestApi({ sqlite: true, config: { dataDir, signIn: UNTHROTTLED_SIGN_IN } });
  await seedThroughTheApi(api);
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  const pg = await import('pg');
  const client = new (pg.default ?? pg).Client({ connectionString: SERVER });
  await client.connect();
  for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

describe('copying the SQLite database to PostgreSQL', () => {
  let target: string;

  it('refuses while the API holds the file', async () => {
    await expect(copyToPostgres({ sqliteFile, postgresUrl: SERVER })).rejects.toThrow(
      `${sqliteFile} is held by a running API: stop the API first, then copy.`,
    );
    await api.close();
  });

  it('keeps nothing when any row fails: one transaction', async () => {
    target = await newDatabase();
    // A status event of a customer who does not exist: PostgreSQL's foreign key refuses it, late in the copy.
    onTheFile(`PRAGMA foreign_keys = OFF;
      INSERT INTO card_transaction_events (transaction_id, user_id, status, at) VALUES ('gone', 'nobody', 'X', 1)`);
    await expect(copyToPostgres({ sqliteFile, postgresUrl: target })).rejects.toThrow(/foreign key/);
    onTheFile("DELETE FROM card_transaction_events WHERE user_id = 'nobody'");
    const layer = await openPostgres(target, { poolSize: 1 });
    try {
      const { rows } = await sql<{ count: number }>`SELECT count(*) AS count FROM users`.execute(layer.kysely);
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await layer.close();
    }
  });

  it('copies every table row for row, with the derived rows once, triggers and identities ready', async () => {
    const printed: string[] = [];
    // The sandbox's profile key beside the SQLite file goes into the database with the rows.
    const profileKey = sandboxProfileKey(dataDir).toString('base64');
    const profileKeyFile = path.join(dataDir, 'profile.key');
    const summary = await copyToPostgres({
      sqliteFile,
      postgresUrl: target,
      profileKeyFile,
      batchRows: 7,
      onStart: () => printed.push('start'),
      onTable: (name, rows) => printed.push(`${name} ${rows}`),
    });
    const tables = sqliteTables();
    expect(summary.tables.map((table) => table.name).sort()).toEqual(tables.map((table) => table.name));
    expect(printed).toHaveLength(tables.length + 1);
    expect(printed[0]).toBe('start');
    expect(summary.moneyTotals).toBeGreaterThan(0);
    expect(summary.profileKey).toBe(true);
    const copied = Object.fromEntries(summary.tables.map((table) => [table.name, table.rows]));
    // What the API wrote, in several batches where a table is long.
    const filled = (table: string) => ({ table, filled: (copied[table] ?? 0) > 0, batches: (copied[table] ?? 0) > 7 });
    for (const table of ['cards', 'card_transactions', 'transaction_feed', 'card_transaction_events'])
      expect(filled(table)).toEqual({ table, filled: true, batches: true });
    for (const table of [
      'users',
      'sessions',
      'wallet_balances',
      'wallet_transactions',
      'card_status_counts',
      'messages',
    ])
      expect(filled(table)).toMatchObject({ table, filled: true });
    for (const table of [
      'message_reads',
      'message_counters',
      'events',
      'card_list_versions',
      'verification_codes',
      'outbox',
    ])
      expect(filled(table)).toMatchObject({ table, filled: true });

    const layer = await openPostgres(target, { poolSize: 1 });
    try {
      const { rows: withRowid } = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'rowid'`.execute(
        layer.kysely,
      );
      for (const { name, columns } of tables) {
        const both = withRowid.some((row) => row.table_name === name) ? ['rowid', ...columns] : columns;
        const carried = name === 'shared_secrets' ? sorted([['profile-key', profileKey]]) : [];
        expect({ name, rows: await postgresRows(layer, name, both) }).toEqual({
          name,
          rows: sorted([...sqliteRows(name, both), ...carried].map((row) => JSON.parse(row) as unknown)),
        });
      }
      // The triggers are on again, and the identities go on after the copied values.
      const [user] = await layer.kysely.selectFrom('users').select('id').limit(1).execute();
      const counter = () =>
        layer.kysely.selectFrom('message_counters').select('visible').where('owner', '=', user!.id).executeTakeFirst();
      const before = (await counter())?.visible ?? 0;
      await layer.kysely
        .insertInto('messages')
        .values({ id: 'after-copy', user_id: user!.id, type: 'STATION_MSG', title: 't', content: 'c', created_at: 1 })
        .execute();
      expect((await counter())?.visible).toBe(before + 1);
    } finally {
      await layer.close();
    }
  });

  it('refuses a database that already holds data, and a file at another schema', async () => {
    const onStart = jest.fn();
    await expect(copyToPostgres({ sqliteFile, postgresUrl: target, onStart })).rejects.toThrow(
      /^The PostgreSQL database already holds data \(.*users \(2\).*\): copy into a new, empty database\.$/,
    );
    onTheFile("INSERT INTO schema_migrations (name, applied_at) VALUES ('9999_from_a_later_version', 1)");
    await expect(copyToPostgres({ sqliteFile, postgresUrl: target })).rejects.toThrow(
      `${sqliteFile} is not at this API version's schema (unknown to this version 9999_from_a_later_version): start this version of the API on it once, stop it, then copy.`,
    );
    // Refused before anything began: the operator is never told a copy started.
    expect(onStart).not.toHaveBeenCalled();
  });

  it('knows which tables a new database holds rows in: the ones its migrations seed', async () => {
    const layer = await openPostgres(await newDatabase(), { poolSize: 1 });
    try {
      const { rows } = await sql<{ table: string; rows: number }>`
        SELECT relname AS table, (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I', relname), false, true, '')))[1]::text::int AS rows
          FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`.execute(layer.kysely);
      const holding = rows.filter((row) => row.rows > 0).map((row) => row.table);
      expect(holding.length).toBeGreaterThan(0);
      for (const table of holding)
        expect({ table, seeded: seededTables().has(table) }).toEqual({ table, seeded: true });
    } finally {
      await layer.close();
    }
  });
});
