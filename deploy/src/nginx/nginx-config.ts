// The production web edge as an nginx config: the same answers as the Node edge (edge-server.ts),
// rendered from the same definitions (security headers, cache rules, content types, API limits).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { CALLS, REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import { API_BALANCING } from '../api-servers';
import { IDLE_CONNECTION_SECONDS, REMOTE_ASSET } from '../edge-server';
import { baseSecurityHeaders } from '../security-headers';
import { CACHE, COMPRESSIBLE, CONTENT_TYPES } from '../static-files';
import { MERCHANT_NAME } from '../pins';
import { CSP_MAP_FILE } from './csp-map';
import {
  answerLocation,
  answerMaps,
  BEFORE_ROUTING_STATUSES,
  envelopeLines,
  HEADERS_TOO_LARGE,
  IN_LOCATION_STATUSES,
  refusalPath,
  refusalTarget,
} from './edge-answers';
import { block, mapRegex, quote, quoteRegex } from './nginx-syntax';

export interface NginxOptions {
  /** A port (`8080`) or an address and port (`127.0.0.1:8080`). */
  listen: number | string;
  /** Build output: `host/` and `<remote>/<version>/` folders. */
  distDir: string;
  /** Pin files, and the CSP map rendered from them (`nginx-csp.conf`). */
  pinsDir: string;
  /** The API processes, `host:port` each (parseApiServers); nginx spreads /api over them. */
  apiServers: readonly string[];
  /**
   * A DNS server that nginx asks again and again for the API's addresses (`resolve`, nginx 1.27.3 or
   * later): every replica behind one name, as many as are running (Docker's is 127.0.0.11). Without
   * one, nginx looks each name up once, at start.
   */
  resolver?: string | null;
  /** How long a process that failed stays out; API_BALANCING's unless a test shortens it. */
  apiFailTimeoutSeconds?: number;
  /** Addresses (CIDRs) of a load balancer in front whose X-Forwarded-For is believed; empty: none. */
  realIpFrom: readonly string[];
  /**
   * Connections each nginx worker holds at once (`worker_connections`; 1024 unless given). A proxied
   * request holds two, the client's and the API's: an edge for many open event streams needs more,
   * and then each worker may open twice as many files (`worker_rlimit_nofile`).
   */
  workerConnections?: number;
  /** nginx itself speaks plain HTTP: TLS ends in front of it, which says so in X-Forwarded-Proto. */
  tls?: false;
  /**
   * Where the pid, logs and temporary files go: `prefix` keeps them in the folder given to
   * `nginx -p`, so any user can run it; `container` leaves them where the official image has them
   * and logs to the container's output.
   */
  layout?: 'prefix' | 'container';
  /** `daemon off`: nginx stays in the foreground (the image's own command already says so). */
  foreground?: boolean;
  /**
   * The brotli_static module's file, to send the build's `.br` files (Debian's
   * libnginx-mod-http-brotli-static); without it nginx sends the `.gz` ones.
   */
  brotliStaticModule?: string | null;
}

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const DEBIAN_BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's brotli_static module when it is installed, else null. */
export const installedBrotliStaticModule = (): string | null =>
  existsSync(DEBIAN_BROTLI_STATIC_MODULE) ? DEBIAN_BROTLI_STATIC_MODULE : null;

/** A call that nginx limits per client address, beside the API's own limits. */
interface RateLimit {
  zone: string;
  /** Requests a minute, on average. */
  perMinute: number;
  /** Requests in a row beyond the average before nginx answers 429. */
  burst: number;
  calls: readonly { method: string; path: string }[];
}

/**
 * Floods stop here, before they cost the API anything; an ordinary customer meets the API's own,
 * more precise limits first (a code a minute per phone, 20 sign-ins a minute per address).
 */
export const RATE_LIMITS: Readonly<Record<'codeSends' | 'signIn', RateLimit>> = {
  codeSends: {
    zone: 'portal_code_sends',
    perMinute: 20,
    burst: 10,
    calls: [CALLS.sendCode, CALLS.sendCodeAuto, CALLS.forgetPasswordCode],
  },
  signIn: {
    zone: 'portal_sign_in',
    perMinute: 60,
    burst: 20,
    calls: [CALLS.login, CALLS.loginCodeCheck, CALLS.register, CALLS.forgetPasswordCheck],
  },
};

/** A path whose last part has an extension (`path.extname` is not empty): a file, not a route of the app. */
export const HAS_EXTENSION = /\/[^/]+\.[^/]*$/;

/** Between two reads of an API answer; the event stream's heartbeats come far more often than this. */
const API_TIMEOUT = '120s';
const EVENT_STREAM_TIMEOUT = '3600s';

const PLAIN_HEADERS = baseSecurityHeaders({ tls: false });
const TLS_HEADERS = baseSecurityHeaders({ tls: true });

/** The variable holding a header sent only over TLS: empty otherwise, and nginx leaves out an empty header. */
const tlsOnlyVariable = (name: string) => `$portal_${name.toLowerCase().replace(/-/g, '_')}`;

/** The security headers every answer carries, HSTS only behind a TLS terminator. */
function securityHeaderLines(): string[] {
  return Object.entries(TLS_HEADERS).map(([name, value]) => {
    const plain = PLAIN_HEADERS[name];
    return `add_header ${name} ${plain === value ? quote(value) : tlsOnlyVariable(name)} always;`;
  });
}

/**
 * A location that adds headers of its own: nginx then drops the server's `add_header` lines there,
 * so each such location carries the security headers too.
 */
const headerLines = (headers: Record<string, string>): string[] => [
  ...securityHeaderLines(),
  ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${value} always;`),
];

function tlsMaps(): string[] {
  return Object.entries(TLS_HEADERS)
    .filter(([name]) => PLAIN_HEADERS[name] === undefined)
    .flatMap(([name, value]) =>
      block(`map $http_x_forwarded_proto ${tlsOnlyVariable(name)}`, ['default "";', `https ${quote(value)};`]),
    );
}

/** nginx's content types from the Node edge's table: one type line per type, its charset by `charset_types`. */
function contentTypeLines(brotli: boolean): string[] {
  const extensions = new Map<string, string[]>();
  const withCharset = new Set<string>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const [type = '', ...parameters] = contentType.split(';').map((part) => part.trim());
    extensions.set(type, [...(extensions.get(type) ?? []), extension.slice(1)]);
    if (parameters.includes('charset=utf-8')) withCharset.add(type);
  }
  const compressible = new Set(
    [...COMPRESSIBLE].map((extension) => CONTENT_TYPES[extension]?.split(';')[0] ?? '').filter(Boolean),
  );
  // text/html is always in gzip_types and charset_types; naming it again is a warning.
  compressible.delete('text/html');
  withCharset.delete('text/html');
  return [
    ...block(
      'types',
      [...extensions].map(([type, names]) => `${type} ${names.join(' ')};`),
    ),
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${[...withCharset].join(' ')};`,
    '',
    '# The build writes a brotli .br and a Zopfli .gz beside most text files; the rest are gzipped on the fly.',
    ...(brotli ? ['brotli_static on;'] : []),
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_types ${[...compressible].join(' ')};`,
  ];
}

function realIpLines(realIpFrom: readonly string[]): string[] {
  if (realIpFrom.length === 0) return ['# No load balancer in front: the client address is the connecting one.'];
  return [
    '# The client address is the one the load balancer in front saw, so per-address limits are per',
    '# customer rather than per balancer; X-Forwarded-For is believed only from these addresses.',
    ...realIpFrom.map((cidr) => `set_real_ip_from ${cidr};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ];
}

function rateLimitLines(): string[] {
  return Object.values(RATE_LIMITS).flatMap(({ zone, perMinute, calls }) => [
    // An empty key is not counted: only these calls are limited.
    ...block(`map "$request_method $uri" $${zone}_key`, [
      'default "";',
      ...calls.map((call) => `${quote(`${call.method} ${call.path}`)} $binary_remote_addr;`),
    ]),
    `limit_req_zone $${zone}_key zone=${zone}:10m rate=${perMinute}r/m;`,
  ]);
}

function maps(pinsDir: string): string[] {
  return [
    ...tlsMaps(),
    ...block('map $http_x_forwarded_proto $portal_forwarded_proto', ['default $scheme;', 'https https;']),
    '# The page may run scripts from the origins its merchant pins remotes on (written by writeCspMap).',
    ...block('map $host $portal_csp', [`include ${quote(path.join(pinsDir, CSP_MAP_FILE))};`]),
    ...block('map $host $portal_pins_name', ['default default;', `${mapRegex(MERCHANT_NAME)} $host;`]),
    '# A path whose last part has an extension is a file: missing, it is a 404 rather than the app page.',
    ...block('map $uri $portal_has_extension', ['default 0;', `${mapRegex(HAS_EXTENSION)} 1;`]),
    '# Outside /api only GET and HEAD.',
    ...block('map "$request_method $uri" $portal_refused_method', [
      'default 1;',
      `${mapRegex('^(?:GET|HEAD) ')} 0;`,
      `${mapRegex('^[^ ]+ /api(?:/|$)')} 0;`,
    ]),
    ...answerMaps(),
  ];
}

function proxyLines(apiErrorPages: string[]): string[] {
  return [
    'proxy_pass http://portal_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    // The client's own address, replacing any it sent: the API believes this header.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $portal_forwarded_proto;',
    `proxy_connect_timeout 5s;`,
    // A process that cannot be reached (or does not answer in time) is left for the next one, but
    // only before the request could have reached it or for an idempotent method: without
    // `non_idempotent` here nginx never sends a POST, PATCH or LOCK again (a recharge runs once).
    'proxy_next_upstream error timeout;',
    // The API sends some of the same headers; the edge's own take their place, as on the Node edge.
    ...Object.keys(TLS_HEADERS).map((name) => `proxy_hide_header ${name};`),
    ...headerLines({}),
    // The API's answers pass as they are: no charset added, no compression (tokens travel in them).
    'charset off;',
    'gzip off;',
    ...apiErrorPages,
  ];
}

/** The API's envelope for what nginx refuses itself (the API's own answers pass untouched). */
const API_ERROR_PAGES = IN_LOCATION_STATUSES.map((status) => `error_page ${status} ${answerLocation(status)};`);

/**
 * What nginx refuses before it looks for a location is answered in the envelope whatever the path:
 * neither edge can tell an API call from a page for a request it could not read.
 */
const BEFORE_ROUTING_ERROR_PAGES = [
  'error_page 405 $portal_method_refusal;',
  ...BEFORE_ROUTING_STATUSES.filter((status) => status !== 405).map(
    (status) => `error_page ${status} ${refusalTarget(status)};`,
  ),
  `error_page ${HEADERS_TOO_LARGE} =400 ${refusalTarget(400)};`,
];

function apiLocations(): string[] {
  const limits = Object.values(RATE_LIMITS).map(({ zone, burst }) => `limit_req zone=${zone} burst=${burst} nodelay;`);
  return [
    ...block('location = /api', [...proxyLines(API_ERROR_PAGES), `proxy_read_timeout ${API_TIMEOUT};`]),
    ...block('location ^~ /api/', [
      ...proxyLines(API_ERROR_PAGES),
      `proxy_read_timeout ${API_TIMEOUT};`,
      `proxy_send_timeout ${API_TIMEOUT};`,
      ...limits,
    ]),
    '# Server-sent events: each event goes to the browser as the API writes it.',
    ...block(`location = ${CALLS.events.path}`, [
      ...proxyLines(API_ERROR_PAGES),
      'proxy_buffering off;',
      'proxy_cache off;',
      `proxy_read_timeout ${EVENT_STREAM_TIMEOUT};`,
      `proxy_send_timeout ${EVENT_STREAM_TIMEOUT};`,
    ]),
  ];
}

function answerLocations(): string[] {
  return [
    ...block('location @portal_not_found', [
      ...headerLines({ 'Cache-Control': quote(CACHE.revalidate) }),
      // No type from the requested file's extension: this answer is text.
      'types {}',
      'default_type text/plain;',
      'return 404 "Not found";',
    ]),
    ...block('location @portal_method_not_allowed', [...headerLines({ Allow: quote('GET, HEAD') }), 'return 405;']),
    ...[...new Set([...IN_LOCATION_STATUSES, ...BEFORE_ROUTING_STATUSES])].flatMap((status) =>
      block(`location ${answerLocation(status)}`, [
        ...headerLines({ Vary: 'Accept-Language' }),
        ...envelopeLines(status),
      ]),
    ),
    ...BEFORE_ROUTING_STATUSES.flatMap((status) =>
      block(`location = ${refusalPath(status)}`, [
        'internal;',
        ...headerLines({ Vary: 'Accept-Language' }),
        ...envelopeLines(status),
      ]),
    ),
  ];
}

function staticLocations(options: NginxOptions): string[] {
  const page = { 'Cache-Control': quote(CACHE.revalidate), 'Content-Security-Policy': '$portal_csp' };
  return [
    '# The pins of the merchant this host name belongs to, else the default ones; nothing else there.',
    ...block('location = /remotes.json', [
      `root ${quote(options.pinsDir)};`,
      'try_files /$portal_pins_name.json /default.json =404;',
      ...headerLines({ 'Cache-Control': quote(CACHE.revalidate) }),
    ]),
    "# Source maps stay beside the build for error reporting: the full sources are nobody else's.",
    ...block(`location ~* ${quoteRegex(String.raw`\.map$`)}`, ['return 404;']),
    '# A published remote version: immutable, and readable from the other origins that load it.',
    ...block(`location ~ ${quoteRegex(REMOTE_ASSET)}`, [
      `root ${quote(options.distDir)};`,
      'try_files $uri =404;',
      ...headerLines({ 'Cache-Control': quote(CACHE.immutable), 'Access-Control-Allow-Origin': '"*"' }),
    ]),
    ...block('location /assets/', [
      'try_files $uri @portal_page;',
      ...headerLines({ 'Cache-Control': quote(CACHE.immutable) }),
    ]),
    ...block('location = /index.html', headerLines(page)),
    ...block('location /', [
      'try_files $uri @portal_page;',
      ...headerLines({ 'Cache-Control': quote(CACHE.revalidate) }),
    ]),
    '# Any other path is a route of the single-page app.',
    ...block('location @portal_page', [
      'if ($portal_has_extension) {',
      '  return 404;',
      '}',
      'try_files /index.html =503;',
      ...headerLines(page),
    ]),
  ];
}

/** nginx's own default, enough for the browsers of a small merchant. */
export const DEFAULT_WORKER_CONNECTIONS = 1024;

function processLines(
  layout: 'prefix' | 'container',
  foreground: boolean,
  brotliModule: string | null,
  workerConnections: number,
): string[] {
  return [
    ...(brotliModule ? [`load_module ${quote(brotliModule)};`] : []),
    'worker_processes auto;',
    // Each connection's socket is a file, and a proxied request holds two connections.
    ...(workerConnections === DEFAULT_WORKER_CONNECTIONS ? [] : [`worker_rlimit_nofile ${2 * workerConnections};`]),
    ...(foreground ? ['daemon off;'] : []),
    ...(layout === 'prefix'
      ? [
          '# Everything nginx writes stays in the folder given to `nginx -p`.',
          'pid nginx.pid;',
          'error_log error.log warn;',
        ]
      : // The official image links these two to the container's output.
        ['error_log /var/log/nginx/error.log warn;']),
  ];
}

/**
 * What the access log keeps of a request: never its query string or its Referer, where e-mailed
 * reset links carry their code (nginx's own format logs both).
 */
const ACCESS_LOG_FORMAT =
  'log_format portal \'$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time\';';

function httpFileLines(layout: 'prefix' | 'container'): string[] {
  if (layout === 'container') return [ACCESS_LOG_FORMAT, 'access_log /var/log/nginx/access.log portal;'];
  return [
    ACCESS_LOG_FORMAT,
    'access_log access.log portal;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${kind}_temp;`),
  ];
}

/**
 * The API processes as one upstream. `least_conn`: event streams hold a connection for as long as a
 * page is open, so counting requests (round robin) would pile streams on one process; the fewest
 * open connections spreads them, and ties go round. The `zone` shares those counts and the failures
 * among nginx's workers (and `resolve` needs it). A process that fails `max_fails` times is left out
 * for `fail_timeout`, then tried again; a single server is never left out.
 */
function apiUpstreamLines(options: NginxOptions): string[] {
  const { resolver = null, apiFailTimeoutSeconds = API_BALANCING.failTimeoutSeconds } = options;
  const failure = `max_fails=${API_BALANCING.maxFails} fail_timeout=${apiFailTimeoutSeconds}s`;
  return [
    ...(resolver ? [`resolver ${resolver} valid=5s ipv6=off;`] : []),
    ...block('upstream portal_api', [
      'zone portal_api 64k;',
      'least_conn;',
      ...options.apiServers.map((server) => `server ${server}${resolver ? ' resolve' : ''} ${failure};`),
      'keepalive 16;',
    ]),
  ];
}

/** A whole nginx.conf for `nginx -c <file> -p <prefix>` (or the official image's /etc/nginx/nginx.conf). */
export function renderNginxConfig(options: NginxOptions): string {
  const { layout = 'prefix', foreground = false, brotliStaticModule = null } = options;
  const { workerConnections = DEFAULT_WORKER_CONNECTIONS } = options;
  if (!Number.isInteger(workerConnections) || workerConnections < 1) {
    throw new Error(`worker connections must be a whole number above 0, not ${workerConnections}`);
  }
  const server = [
    `listen ${options.listen};`,
    'server_name _;',
    `root ${quote(path.join(options.distDir, 'host'))};`,
    `client_max_body_size ${REQUEST_BODY_LIMIT_BYTES};`,
    ...securityHeaderLines(),
    'error_page 404 @portal_not_found;',
    ...BEFORE_ROUTING_ERROR_PAGES,
    ...block('if ($portal_refused_method)', ['return 405;']),
    '',
    ...staticLocations(options),
    '',
    ...apiLocations(),
    '',
    ...answerLocations(),
  ];
  const http = [
    ...httpFileLines(layout),
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    `keepalive_timeout ${IDLE_CONNECTION_SECONDS}s;`,
    '',
    ...contentTypeLines(brotliStaticModule !== null),
    '',
    ...realIpLines(options.realIpFrom),
    '',
    ...maps(options.pinsDir),
    '',
    ...rateLimitLines(),
    'limit_req_status 429;',
    '',
    ...apiUpstreamLines(options),
    '',
    ...block('server', server),
  ];
  return [
    "# The portal's web edge. Rendered by deploy/src/nginx/render-config.ts from the definitions the",
    '# Node edge uses: change those and render again rather than editing this file.',
    ...processLines(layout, foreground, brotliStaticModule, workerConnections),
    '',
    ...block('events', [`worker_connections ${workerConnections};`]),
    '',
    ...block('http', http),
    '',
  ].join('\n');
}
