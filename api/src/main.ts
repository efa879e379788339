import path from 'node:path';
import { readConfig, type ApiConfig } from './config';
import { openDatabase } from './db/database';
import { openPostgres, sqliteDatabase, type Database } from './db/query-layer';
import { seedSandbox } from './seed';
import { buildServer } from './server';

const config = readConfig();

/** PostgreSQL when DATABASE_URL names one (migrated on opening), else the SQLite file in DATA_DIR. */
async function openTheDatabase({ databaseUrl, dataDir }: ApiConfig): Promise<{ database: Database; close(): void }> {
  if (databaseUrl !== null) {
    const database = await openPostgres(databaseUrl);
    return { database, close: () => void database.close() };
  }
  const db = openDatabase(path.join(dataDir, 'portal.db'));
  return { database: sqliteDatabase(db), close: () => db.close() };
}

async function start(): Promise<void> {
  const { database, close } = await openTheDatabase(config);
  const app = buildServer({ config, database });
  // Finish in-flight requests, then close the database and exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => {
        close();
        process.exit(0);
      });
    });
  }
  await app.ready();
  if (config.mode === 'sandbox') await seedSandbox(database);
  await app.listen({ host: config.host, port: config.port });
  console.log(`api: http://${config.host}:${config.port} (${config.mode}, ${database.dialect})`);
}

start().catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `api: port ${config.port} is already in use; stop what runs there or set API_PORT to another port.`
      : `api: ${error.message}`,
  );
  process.exit(1);
});
