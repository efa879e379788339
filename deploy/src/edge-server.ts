import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { type ApiBalancer, createApiBalancer } from './api-balancer';
import { proxyToApi } from './api-proxy';
import type { EdgeConfig } from './config';
import { API_METHODS, refuse } from './edge-refusals';
import { readLogoOrigins } from './logo-origins';
import { readPins } from './pins';
import { refuseConnect, refuseUnreadable } from './raw-refusals';
import { baseSecurityHeaders, contentSecurityPolicy, pinnedOrigins } from './security-headers';
import { CACHE, resolveInside, sendFile } from './static-files';

/** `/<remote>/<version>/<file>`: a published, immutable remote build. */
export const REMOTE_ASSET = /^\/(remote-[a-z0-9-]+)\/([0-9A-Za-z][0-9A-Za-z.+-]*)\/(.+)$/;

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.revalidate });
  res.end('Not found');
}

async function serveRemoteAsset(req: IncomingMessage, res: ServerResponse, config: EdgeConfig, urlPath: string) {
  const [, remote = '', version = '', rest = ''] = REMOTE_ASSET.exec(urlPath) ?? [];
  const file = resolveInside(path.join(config.distDir, remote, version), rest);
  const headers = { 'Cache-Control': CACHE.immutable, 'Access-Control-Allow-Origin': '*' };
  if (!file || !(await sendFile(req, res, file, headers))) notFound(res);
}

async function serveHost(req: IncomingMessage, res: ServerResponse, config: EdgeConfig, urlPath: string) {
  const hostDir = path.join(config.distDir, 'host');
  // The page itself goes out with its policy however it is asked for.
  const page = urlPath === '/' || urlPath === '/index.html';
  const file = page ? null : resolveInside(hostDir, urlPath);
  const cache = urlPath.startsWith('/assets/') ? CACHE.immutable : CACHE.revalidate;
  if (file && (await sendFile(req, res, file, { 'Cache-Control': cache }))) return;
  // A missing file stays a 404; any other path is a route of the single-page app.
  if (!page && path.extname(urlPath) !== '') return notFound(res);
  const index = path.join(hostDir, 'index.html');
  // The page may run scripts from the origins this merchant's pins load remotes from, and no others.
  const remoteOrigins = pinnedOrigins(await readPins(config.pinsDir, req.headers.host));
  const csp = contentSecurityPolicy(remoteOrigins, await readLogoOrigins(config.pinsDir));
  if (!(await sendFile(req, res, index, { 'Cache-Control': CACHE.revalidate, 'Content-Security-Policy': csp }))) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The portal is not built yet: run the build first.');
  }
}

async function servePins(req: IncomingMessage, res: ServerResponse, config: EdgeConfig) {
  const pins = await readPins(config.pinsDir, req.headers.host);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': CACHE.revalidate,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(pins);
}

/** Whether the client reached the portal over TLS (a TLS terminator in front says so). */
const overTls = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  config: EdgeConfig,
  balancer: ApiBalancer,
): Promise<void> {
  const urlPath = new URL(req.url ?? '/', 'http://edge').pathname;
  for (const [name, value] of Object.entries(baseSecurityHeaders({ tls: overTls(req) }))) res.setHeader(name, value);
  // An HTTP/1.1 request names its host: nginx refuses one that does not, whatever its path.
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return refuse(req, res, 400);
  if (urlPath === '/api' || urlPath.startsWith('/api/')) {
    // TRACE would echo the request back, Authorization and cookies included; nginx never passes it.
    if (req.method === 'TRACE') return refuse(req, res, 405, { Allow: API_METHODS });
    return proxyToApi(req, res, balancer);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  if (urlPath === '/remotes.json') return servePins(req, res, config);
  // Source maps stay beside the build for error reporting: the full sources are nobody else's.
  if (urlPath.toLowerCase().endsWith('.map')) return notFound(res);
  if (REMOTE_ASSET.test(urlPath)) return serveRemoteAsset(req, res, config, urlPath);
  return serveHost(req, res, config, urlPath);
}

/**
 * How long both edges keep a client's idle connection open (nginx's `keepalive_timeout`), stated to
 * the client in `Keep-Alive: timeout=…`. Node's HTTP clients close theirs a little before, so the
 * edge never closes one under a request they send (with Node's own 5 s, a request sent as it closed
 * got a reset: a failed call). Browsers that keep theirs longer send a request again when a reused
 * connection turns out closed.
 */
export const IDLE_CONNECTION_SECONDS = 65;

/** The web edge: host, pinned remotes, `/remotes.json` and the API on one origin. */
export function createEdgeServer(config: EdgeConfig): Server {
  const balancer = createApiBalancer(config.apiServers);
  // Without a Host header Node would answer 400 itself, outside the envelope.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res, config, balancer).catch((error: unknown) => {
      console.error('edge: request failed', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  server.keepAliveTimeout = IDLE_CONNECTION_SECONDS * 1000;
  server.on('clientError', refuseUnreadable);
  server.on('connect', refuseConnect);
  return server;
}
