import { readEdgeConfig } from './config';
import { createEdgeServer } from './edge-server';

const config = readEdgeConfig();
const server = createEdgeServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Open event streams never end by themselves.
    server.closeAllConnections();
  });
}

server.listen(config.port, config.host, () => {
  console.log(`edge: http://${config.host}:${config.port} (api ${config.apiUrl.origin})`);
});
