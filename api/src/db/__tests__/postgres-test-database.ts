import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { openPostgres, type Database } from '../query-layer';

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

/**
 * A fresh database on the server of `serverUrl` (the test cluster's), migrated, for one test file or
 * test API: tests running side by side never share one.
 */
export async function createTestPostgresDatabase(serverUrl: string): Promise<TestPostgresDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { poolSize: 4 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}
