// Serves the built portal: the API and the web edge (`--service api|edge` starts just one).
// Env: PORT (3000), API_PORT (4000), API_URL, DIST_DIR, PINS_DIR, LOG_LEVEL, PORTAL_ORIGIN (this portal).
import { parseArgs } from 'node:util';
import {
  DEFAULT_API_PORT,
  DEFAULT_PORT,
  SERVICES,
  startService,
  superviseChildren,
  waitForOutput,
} from './lib/stack.mjs';

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

const children = Object.fromEntries(names.map((name) => [name, startService(name, env)]));
superviseChildren(Object.values(children));

// Each service prints `<name>: http://…` once it listens; a check of the URL alone could reach
// another server that holds the port.
const ready = Promise.all(
  Object.entries(children).map(([name, child]) => waitForOutput(child, new RegExp(`^${name}: http://`, 'm'))),
);
ready
  .then(() => {
    const host = process.env.HOST ?? '127.0.0.1';
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${children.edge ? port : apiPort}`;
    console.log(`\nThe ${children.edge ? 'portal' : 'API'} is running at ${url}  (Ctrl-C stops it)\n`);
  })
  .catch(() => undefined);
