// The production edge for the browser tests: a real nginx, with the config ops render, in front of
// the tests' API and build, and the pins tool run as ops type it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pinsOn } from './pins-command';
import { REPO_ROOT, STACK } from './stack';

const TSX = path.join(REPO_ROOT, 'deploy', 'node_modules', '.bin', 'tsx');
const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => candidate && existsSync(candidate),
);

/** Two merchants, each a host name that Chromium resolves to this machine. */
export const MERCHANTS = ['alpha.test', 'beta.test'] as const;

export const EDGE = {
  prefix: path.join(STACK.root, 'nginx'),
  /** The stack's own pins folder: the API reads it too (PINS_DIR), to count reports of pinned versions only. */
  pins: STACK.pins,
  config: path.join(STACK.root, 'nginx', 'nginx.conf'),
  port: STACK.nginxPort,
};

/** Chromium flags that send the merchants' host names to the nginx edge on this machine. */
export const HOST_RESOLVER_ARGS = [
  `--host-resolver-rules=${MERCHANTS.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
];

export const merchantUrl = (host: string, pathname = '/') => `http://${host}:${EDGE.port}${pathname}`;

function nginx(args: string[]) {
  if (!NGINX) throw new Error('The production-edge tests need nginx (Debian: apt-get install -y nginx)');
  return execFileSync(NGINX, ['-c', EDGE.config, '-p', `${EDGE.prefix}/`, ...args], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** The command the pins tool runs when the CSP map changed. */
export const RELOAD_COMMAND = `${NGINX} -c ${EDGE.config} -p ${EDGE.prefix}/ -s reload`;

/** `pnpm -s pins …` as ops type it, on the edge's pins; answers what it printed. */
export const pins = (...args: string[]): Promise<string> => pinsOn(EDGE.pins, { PINS_RELOAD: RELOAD_COMMAND }, ...args);

/** Renders the config as ops do, checks it with `nginx -t` and starts nginx. */
export function startNginx(): void {
  rmSync(EDGE.prefix, { recursive: true, force: true });
  mkdirSync(path.join(EDGE.prefix, 'logs'), { recursive: true });
  execFileSync(
    TSX,
    [
      path.join(REPO_ROOT, 'deploy', 'src', 'nginx', 'render-config.ts'),
      ...['--listen', `127.0.0.1:${EDGE.port}`, '--dist', STACK.dist, '--pins', EDGE.pins],
      ...['--api', `127.0.0.1:${STACK.apiPort}`, '--out', EDGE.config],
    ],
    { stdio: 'pipe' },
  );
  nginx(['-t']);
  nginx([]);
}

export function stopNginx(): void {
  if (existsSync(path.join(EDGE.prefix, 'nginx.pid'))) nginx(['-s', 'stop']);
}

/** A request to the edge as a merchant's host name, from Node (which knows nothing of Chromium's host map). */
export function edgeGet(
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: EDGE.port,
      path: pathname,
      headers: { ...headers, Host: `${host}:${EDGE.port}` },
    };
    get(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', reject);
  });
}
