// Serves the built portal: the API and the web edge (`--service api|edge` starts just one).
// Env: PORT (3000), API_PORT (4000), API_URL, DIST_DIR, PINS_DIR, LOG_LEVEL, PORTAL_ORIGIN (this portal),
// API_PROCESSES or --api-processes <n> (1; more need DATABASE_URL: lib/api-processes.mjs).
import { parseArgs } from 'node:util';
import { apiProcessPorts } from './lib/api-processes.mjs';
import { DEFAULT_API_PORT, DEFAULT_PORT, SERVICES } from './lib/stack.mjs';
import { superviseServices } from './lib/supervisor.mjs';

const { values } = parseArgs({ options: { service: { type: 'string' }, 'api-processes': { type: 'string' } } });
const names = values.service ? [values.service] : Object.keys(SERVICES);
for (const name of names) if (!SERVICES[name]) throw new Error(`Unknown service ${name}; use api or edge`);

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
let apiPorts;
try {
  apiPorts = apiProcessPorts({
    count: values['api-processes'] ?? process.env.API_PROCESSES,
    firstPort: apiPort,
    databaseUrl: process.env.DATABASE_URL,
  });
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const env = {
  PORT: String(port),
  API_PORT: String(apiPort),
  // The edge spreads /api over every API process (deploy/src/api-servers.ts reads the list).
  API_URL: process.env.API_URL ?? apiPorts.map((each) => `http://127.0.0.1:${each}`).join(','),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Links in e-mails (password resets) open this portal, not the merchant's public website.
  PORTAL_ORIGIN: process.env.PORTAL_ORIGIN ?? `http://127.0.0.1:${port}`,
};

/** Each API process on its own port, named by it when there are several; the edge once. */
const services = names.flatMap((name) =>
  name === 'api' && apiPorts.length > 1
    ? apiPorts.map((each) => ({ name, label: `api ${each}`, env: { API_PORT: String(each) } }))
    : [{ name }],
);

// A service that dies is started again while the others keep serving (see lib/supervisor.mjs).
superviseServices(services, env, {
  onReady: () => {
    const host = process.env.HOST ?? '127.0.0.1';
    const withEdge = names.includes('edge');
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${withEdge ? port : apiPort}`;
    const several = apiPorts.length > 1 && names.includes('api') ? ` with ${apiPorts.length} API processes` : '';
    console.log(`\nThe ${withEdge ? 'portal' : 'API'} is running at ${url}${several}  (Ctrl-C stops it)\n`);
  },
});
