import { readConfig } from './config';
import { buildServer } from './server';

const config = readConfig();
const app = buildServer({ logLevel: config.logLevel });

// Finish in-flight requests, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

app
  .listen({ host: config.host, port: config.port })
  .then(() => console.log(`api: http://${config.host}:${config.port}`))
  .catch((error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `api: port ${config.port} is already in use; stop what runs there or set API_PORT to another port.`
        : `api: ${error.message}`,
    );
    process.exit(1);
  });
