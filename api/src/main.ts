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

app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
