// Renders the nginx edge's config and writes the pins' CSP map beside the pins.
// Usage: deploy/node_modules/.bin/tsx deploy/src/nginx/render-config.ts --listen 8080 --dist dist
//   --pins deploy/pins --api 127.0.0.1:4000[,127.0.0.1:4001…] [--resolver ADDRESS]
//   [--real-ip-from CIDR]... [--worker-connections N] [--out nginx.conf] [--foreground] [--container]
//   [--skip-csp-map]

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseApiServers } from '../api-servers';
import { CSP_MAP_FILE, writeCspMap } from './csp-map';
import { installedBrotliStaticModule, renderNginxConfig } from './nginx-config';

const USAGE =
  'Usage: tsx deploy/src/nginx/render-config.ts --listen <port|addr:port> --dist <dir> --pins <dir> --api <host:port>[,<host:port>…]\n' +
  '  [--resolver <address>] [--real-ip-from <CIDR>]... [--worker-connections <N>] [--out <file>] [--foreground]\n' +
  '  [--container] [--skip-csp-map]';

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    dist: { type: 'string' },
    pins: { type: 'string' },
    /** The API processes, comma-separated (or --api again); one name may stand for several with --resolver. */
    api: { type: 'string', multiple: true },
    /** A DNS server nginx asks again for the API's addresses (Docker's: 127.0.0.11). */
    resolver: { type: 'string' },
    'real-ip-from': { type: 'string', multiple: true },
    /** Connections each worker holds at once (nginx's 1024 unless given): two per open event stream. */
    'worker-connections': { type: 'string' },
    out: { type: 'string' },
    /** `daemon off`, for running nginx under a supervisor or by hand. */
    foreground: { type: 'boolean' },
    /** The official nginx image's places for the pid and temporary files; logs to the container's output. */
    container: { type: 'boolean' },
    /** The pins folder is not there yet (an image build): it brings its own map. */
    'skip-csp-map': { type: 'boolean' },
  },
});

const { listen, dist, pins, api } = values;
const workerConnections = values['worker-connections'];
if (
  !listen ||
  !dist ||
  !pins ||
  !api?.length ||
  (workerConnections !== undefined && !/^\d+$/.test(workerConnections))
) {
  console.error(USAGE);
  process.exit(2);
}

async function main(listenOn: string, distDir: string, pinsDir: string, api: string[]) {
  const apiServers = parseApiServers(api.join(','));
  const config = renderNginxConfig({
    listen: listenOn,
    distDir,
    pinsDir,
    apiServers,
    resolver: values.resolver ?? null,
    // Several addresses may come in one value, comma-separated (a build argument, for one).
    realIpFrom: (values['real-ip-from'] ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean),
    ...(workerConnections === undefined ? {} : { workerConnections: Number(workerConnections) }),
    layout: values.container ? 'container' : 'prefix',
    foreground: values.foreground ?? false,
    // The official image has no brotli module: there nginx sends the .gz files.
    brotliStaticModule: values.container ? null : installedBrotliStaticModule(),
  });
  if (values.out) {
    mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    writeFileSync(values.out, config);
  } else process.stdout.write(config);
  if (!values['skip-csp-map']) {
    const changed = await writeCspMap(pinsDir);
    console.error(`${path.join(pinsDir, CSP_MAP_FILE)} ${changed ? 'written' : 'is up to date'}.`);
  }
}

main(listen, path.resolve(dist), path.resolve(pins), api).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
