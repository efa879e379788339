import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { postgresRefusal } from './modules';
import { seedSandbox } from './seed';
import { buildServer } from './server';

const config = readConfig();
const refusal = config.databaseUrl === null ? null : postgresRefusal();
if (refusal !== null) {
  console.error(`api: ${refusal}`);
  process.exit(1);
}
const db = openDatabase(path.join(config.dataDir, 'portal.db'));
const app = buildServer({ config, db });

// Finish in-flight requests, then close the database and exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}

async function start(): Promise<void> {
  await app.ready();
  if (config.mode === 'sandbox') await seedSandbox(db);
  await app.listen({ host: config.host, port: config.port });
  console.log(`api: http://${config.host}:${config.port} (${config.mode})`);
}

start().catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `api: port ${config.port} is already in use; stop what runs there or set API_PORT to another port.`
      : `api: ${error.message}`,
  );
  process.exit(1);
});
