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

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `edge: port ${config.port} is already in use; stop what runs there or set PORT to another port.`
      : `edge: ${error.message}`,
  );
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  console.log(`edge: http://${config.host}:${config.port} (api ${config.apiServers.join(', ')})`);
});
