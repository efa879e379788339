/**
 * The API's modules on the query layer, served on the PostgreSQL database of DATABASE_URL: what the API
 * serves on PostgreSQL while some modules still run on SQLite only (until then `npm start` refuses
 * DATABASE_URL, api/README.md "Databases"). The export benchmark on PostgreSQL builds it as the API is
 * built and runs it in a process of its own: API_PORT, DATA_DIR and DATABASE_URL as the API reads them.
 */
import { readConfig } from '../src/config';
import { openPostgres } from '../src/db/query-layer';
import { buildServer } from '../src/server';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl === null) throw new Error('DATABASE_URL must name the PostgreSQL database');
  const database = await openPostgres(config.databaseUrl);
  const app = buildServer({ config, database, portableOnly: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ host: '127.0.0.1', port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
