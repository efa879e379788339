import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Client } from 'pg';
import { POSTGRES_BASELINE } from '../postgres-migrations';
import { openPostgres, type Database } from '../query-layer';
import { SHARED_MIGRATIONS, migrationStatements } from '../shared-migrations';

export interface TestPostgresDatabase {
  database: Database;
  /** Its URL, for a second pool (another API process) on the same database. */
  url: string;
  /** Ends its pool and drops it. */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  // Loaded here: every API test file imports this module, and only the PostgreSQL run needs pg.
  const pg = await import('pg');
  const client = new (pg.default ?? pg).Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The schema's fingerprint: a server that keeps its templates (a server of yours) gets a new one per schema. */
const SCHEMA = createHash('sha256')
  .update(readFileSync(POSTGRES_BASELINE))
  .update(
    JSON.stringify(SHARED_MIGRATIONS.map((migration) => [migration.name, migrationStatements(migration, 'postgres')])),
  )
  .digest('hex')
  .slice(0, 16);
const TEMPLATE = `test_template_${SCHEMA}`;
/** Held while a worker looks for the template or makes it (a key of its own, apart from the API's locks). */
const TEMPLATE_LOCK = 7_301_999;

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let template: Promise<void> | undefined;

/**
 * The migrated database every test database is copied from: made once per server by the first worker
 * that needs it (migrated under another name, then renamed, so a run cut short leaves no half-made one),
 * which spares each test database the whole migration.
 */
function migratedTemplate(serverUrl: string): Promise<void> {
  template ??= onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      const making = `${TEMPLATE}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE ${making}`);
      await (await openPostgres(urlOf(serverUrl, making), { poolSize: 1 })).close();
      await client.query(`ALTER DATABASE ${making} RENAME TO ${TEMPLATE}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/**
 * A fresh database on the server of `serverUrl` (the test cluster's), migrated (a copy of the migrated
 * template), for one test file or test API: tests running side by side never share one.
 */
export async function createTestPostgresDatabase(serverUrl: string): Promise<TestPostgresDatabase> {
  await migratedTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  const url = urlOf(serverUrl, name);
  const database = await openPostgres(url, { poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}
