// Serves the built portal: the API and the web edge (`--service api|edge` starts just one).
// Env: PORT (3000), API_PORT (4000), API_URL, DIST_DIR, PINS_DIR, LOG_LEVEL, PORTAL_ORIGIN (this portal).
import { parseArgs } from 'node:util';
import { DEFAULT_API_PORT, DEFAULT_PORT, SERVICES } from './lib/stack.mjs';
import { superviseServices } from './lib/supervisor.mjs';

const { values } = parseArgs({ options: { service: { type: 'string' } } });
const names = values.service ? [values.service] : Object.keys(SERVICES);
for (const name of names) if (!SERVICES[name]) throw new Error(`Unknown service ${name}; use api or edge`);

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const env = {
  PORT: String(port),
  API_PORT: String(apiPort),
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Links in e-mails (password resets) open this portal, not the merchant's public website.
  PORTAL_ORIGIN: process.env.PORTAL_ORIGIN ?? `http://127.0.0.1:${port}`,
};

// A service that dies is started again while the others keep serving (see lib/supervisor.mjs).
superviseServices(names, env, {
  onReady: () => {
    const host = process.env.HOST ?? '127.0.0.1';
    const withEdge = names.includes('edge');
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${withEdge ? port : apiPort}`;
    console.log(`\nThe ${withEdge ? 'portal' : 'API'} is running at ${url}  (Ctrl-C stops it)\n`);
  },
});
