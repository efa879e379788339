import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CALLS, REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import { createEdgeServer } from '../../edge-server';
import { baseSecurityHeaders, contentSecurityPolicy } from '../../security-headers';
import { type Answer, freePort, readableTempDir, type RunningNginx, send, sendRaw, startNginx } from './nginx-process';

const MERCHANT = 'shop.example.com';
const CDN = 'https://cdn.team.example';
const PINS = { 'remote-auth': '1.2.0', 'remote-cards': '1.0.0' };
const MERCHANT_PINS = { 'remote-auth': '1.2.0', 'remote-cards': `${CDN}/remote-cards/2.0.0/` };
const LOGOS = 'https://logos.shop.example';

/** The headers both edges must send alike. */
const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'cache-control',
  'access-control-allow-origin',
  'allow',
  'content-encoding',
];

/** What must be the same on both edges: status, the compared headers, and for files and errors the type and body. */
function summary({ status, headers, body }: Answer) {
  const withContent = status === 200 || status === 404;
  const text = headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
  return {
    status,
    headers: Object.fromEntries(COMPARED.map((name) => [name, headers[name]])),
    ...(withContent && { contentType: headers['content-type'], body: text }),
  };
}

/** Requests an edge refuses itself, written as they go on the wire, and the status both edges answer with. */
const UNREADABLE: { name: string; request: string; status: number }[] = [
  {
    name: 'a 20 kB header',
    request: `GET /api/v1/card HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    status: 400,
  },
  { name: 'a malformed request line', request: 'GET /api/v1 /card HTTP/1.1\r\nHost: a\r\n\r\n', status: 400 },
  { name: 'a malformed method', request: 'G@T /api/v1/card HTTP/1.1\r\nHost: a\r\n\r\n', status: 400 },
  { name: 'HTTP/1.1 without a Host', request: 'GET /api/v1/card HTTP/1.1\r\n\r\n', status: 400 },
  {
    name: 'a Content-Length beside a Transfer-Encoding',
    request:
      'POST /api/v1/card HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  {
    name: 'a malformed chunked body',
    request: 'POST /api/v1/card HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
    status: 400,
  },
  { name: 'CONNECT', request: 'CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n', status: 400 },
  { name: 'TRACE', request: 'TRACE /api/v1/card HTTP/1.1\r\nHost: a\r\n\r\n', status: 405 },
  { name: 'an HTTP version neither speaks', request: 'GET /api/v1/card HTTP/2.7\r\nHost: a\r\n\r\n', status: 505 },
];

const REQUEST_NOT_VALID = { code: 1001, message: '请求参数有误', data: null };

/** What a client reads of a refusal: the status, the type and the envelope. */
const refusal = ({ status, headers, body }: Answer) => ({
  status,
  contentType: headers['content-type'],
  envelope: JSON.parse(body.toString()) as unknown,
});

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe('the Node edge and the nginx edge', () => {
  const root = readableTempDir('both-edges-');
  const distDir = path.join(root, 'dist');
  const pinsDir = path.join(root, 'pins');
  /** What the API saw, by the edge that sent it (the test names the edge in X-Test-Edge). */
  const seenByApi = new Map<string, IncomingHttpHeaders>();
  const openStreams: Socket[] = [];
  let api: Server;
  let node: Server;
  let nginx: RunningNginx;
  const origins: Record<'node' | 'nginx', string> = { node: '', nginx: '' };

  beforeAll(async () => {
    const write = (file: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(root, file), content);
    };
    write('dist/host/index.html', '<!doctype html><div id="root"></div>');
    write('dist/host/index.html.gz', gzipSync('<!doctype html><div id="root"></div>'));
    write('dist/host/assets/main.abc123.js', 'console.log("host");'.repeat(50));
    write('dist/host/assets/main.abc123.js.map', '{"sources":["secret.ts"]}');
    write('dist/remote-auth/1.2.0/mf-manifest.json', '{"name":"remote_auth"}');
    write('dist/remote-auth/1.2.0/assets/page.js', 'export const page = 1;');
    // The precompressed file differs from the plain one, so the test sees which was sent.
    write('dist/remote-auth/1.2.0/assets/page.js.gz', gzipSync('export const page = 2;'));
    write('dist/remote-auth/1.2.0/assets/page.js.br', brotliCompressSync('export const page = 3;'));
    write('dist/remote-auth/1.2.0/assets/page.js.map', '{"sources":["secret.ts"]}');
    write('pins/default.json', JSON.stringify(PINS));
    write(`pins/${MERCHANT}.json`, JSON.stringify(MERCHANT_PINS));
    write('pins/history.jsonl', '{"secret":"not for the public"}\n');
    write('pins/logo-origins.txt', `${LOGOS}\n`);

    api = createServer((req, res) => {
      seenByApi.set(String(req.headers['x-test-edge']), req.headers);
      if (req.url === CALLS.events.path) {
        // A stream that ends when the connection does (no chunks for a proxy to pass on one by one),
        // and no X-Accel-Buffering: the edge itself must not buffer it.
        req.socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n');
        req.socket.write('data: first\n\n');
        openStreams.push(req.socket);
        return;
      }
      // The API sends nosniff itself, as the real one does: the edge must not send it twice.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify({ code: 0, message: 'ok', data: { path: req.url } }));
    });
    const apiOrigin = await listen(api);
    node = createEdgeServer({ host: '127.0.0.1', port: 0, apiServers: [new URL(apiOrigin).host], distDir, pinsDir });
    origins.node = await listen(node);
    nginx = await startNginx({ distDir, pinsDir, apiServers: [new URL(apiOrigin).host], realIpFrom: [] });
    origins.nginx = nginx.origin;
  });

  afterAll(async () => {
    for (const stream of openStreams) stream.destroy();
    await nginx?.stop();
    node.closeAllConnections();
    api.closeAllConnections();
    await Promise.all([new Promise((r) => node.close(r)), new Promise((r) => api.close(r))]);
    rmSync(root, { recursive: true, force: true });
  });

  /** The same request to both edges. */
  const both = async (pathname: string, options: Parameters<typeof send>[2] = {}) => ({
    node: await send(origins.node, pathname, options),
    nginx: await send(origins.nginx, pathname, options),
  });

  const REQUESTS: { name: string; path: string; host?: string; method?: string }[] = [
    { name: 'the page', path: '/' },
    { name: "the merchant's page", path: '/', host: MERCHANT },
    { name: 'a route of the app', path: '/wallet' },
    { name: "a route of the merchant's app", path: '/cards/123', host: MERCHANT },
    { name: 'index.html by name', path: '/index.html', host: MERCHANT },
    { name: 'the pins', path: '/remotes.json' },
    { name: "the merchant's pins", path: '/remotes.json', host: MERCHANT },
    { name: 'a host asset', path: '/assets/main.abc123.js' },
    { name: 'a missing host asset', path: '/assets/missing.js' },
    { name: 'a missing file', path: '/missing.png' },
    { name: 'a remote asset', path: '/remote-auth/1.2.0/assets/page.js' },
    { name: 'a remote manifest', path: '/remote-auth/1.2.0/mf-manifest.json' },
    { name: 'an unpublished remote version', path: '/remote-auth/9.9.9/mf-manifest.json' },
    { name: 'a source map', path: '/assets/main.abc123.js.map' },
    { name: "a remote's source map", path: '/remote-auth/1.2.0/assets/page.js.map' },
    { name: 'a POST outside /api', path: '/wallet', method: 'POST' },
    { name: 'a PUT of an asset', path: '/assets/main.abc123.js', method: 'PUT' },
    { name: 'an API call', path: '/api/v1/account/info' },
  ];

  describe.each([
    ['plain HTTP', false],
    ['behind a TLS terminator', true],
  ])('over %s', (_label, tls) => {
    it.each(REQUESTS)('answer $name alike, with the security headers', async ({ path: pathname, host, method }) => {
      const headers = {
        ...(host && { Host: host }),
        ...(tls && { 'X-Forwarded-Proto': 'https' }),
      };
      const answers = await both(pathname, { method, headers });
      expect(summary(answers.nginx)).toEqual(summary(answers.node));
      for (const answer of Object.values(answers)) {
        for (const [name, value] of Object.entries(baseSecurityHeaders({ tls }))) {
          expect({ name, value: answer.headers[name.toLowerCase()] }).toEqual({ name, value });
        }
        if (!tls) expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  it("sends each merchant's own policy with the page, and the pins of that merchant", async () => {
    for (const [host, pins, policy] of [
      [undefined, PINS, contentSecurityPolicy([], [LOGOS])],
      [MERCHANT, MERCHANT_PINS, contentSecurityPolicy([CDN], [LOGOS])],
    ] as const) {
      const headers = host ? { Host: host } : undefined;
      for (const edge of ['node', 'nginx'] as const) {
        for (const pathname of ['/sign-in', '/', '/index.html']) {
          const page = await send(origins[edge], pathname, { headers });
          expect({ edge, host, pathname, csp: page.headers['content-security-policy'] }).toEqual({
            edge,
            host,
            pathname,
            csp: policy,
          });
        }
        const served = await send(origins[edge], '/remotes.json', { headers });
        expect({ edge, host, pins: JSON.parse(served.body.toString()) }).toEqual({ edge, host, pins });
      }
    }
  });

  it('caches as the rules say: pins and page revalidated, assets and remote versions immutable', async () => {
    const expected: Record<string, string> = {
      '/': 'no-cache',
      '/remotes.json': 'no-cache',
      '/assets/main.abc123.js': 'public, max-age=31536000, immutable',
      '/remote-auth/1.2.0/mf-manifest.json': 'public, max-age=31536000, immutable',
    };
    for (const [pathname, cache] of Object.entries(expected)) {
      const { nginx: answer } = await both(pathname);
      expect({ pathname, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        pathname,
        status: 200,
        cache,
      });
    }
    expect(
      (await send(origins.nginx, '/remote-auth/1.2.0/mf-manifest.json')).headers['access-control-allow-origin'],
    ).toBe('*');
  });

  it("serves the build's .br or .gz to a client that accepts them, and gzips the rest", async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    for (const [pathname, content] of [
      ['/remote-auth/1.2.0/assets/page.js', 'export const page = 2;'],
      ['/sign-in', '<!doctype html><div id="root"></div>'],
      ['/assets/main.abc123.js', 'console.log("host");'.repeat(50)],
    ] as const) {
      const answers = await both(pathname, gzip);
      for (const [edge, answer] of Object.entries(answers)) {
        expect({ edge, pathname, encoding: answer.headers['content-encoding'] }).toEqual({
          edge,
          pathname,
          encoding: 'gzip',
        });
        expect(gunzipSync(answer.body).toString()).toBe(content);
      }
    }
    // Brotli first for a browser that takes both, as Chromium does over https and on localhost.
    const browser = { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } };
    for (const [edge, answer] of Object.entries(await both('/remote-auth/1.2.0/assets/page.js', browser))) {
      expect({ edge, encoding: answer.headers['content-encoding'], vary: answer.headers.vary }).toEqual({
        edge,
        encoding: 'br',
        vary: 'Accept-Encoding',
      });
      expect(brotliDecompressSync(answer.body).toString()).toBe('export const page = 3;');
    }
    const plain = await send(origins.nginx, '/remote-auth/1.2.0/assets/page.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export const page = 1;');
  });

  it('never serves what lies beside the pins', async () => {
    for (const pathname of [
      '/history.jsonl',
      '/nginx-csp.conf',
      '/logo-origins.txt',
      '/default.json',
      '/pins/default.json',
    ]) {
      const answer = await send(origins.nginx, pathname);
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
    }
    for (const host of ['history', 'nginx-csp', '..', 'x/../history']) {
      const answer = await send(origins.nginx, '/remotes.json', { headers: { Host: host } });
      expect({ host, pins: answer.status === 200 ? JSON.parse(answer.body.toString()) : answer.status }).toEqual({
        host,
        pins: answer.status === 400 ? 400 : PINS,
      });
    }
  });

  it("sends the security headers with nginx's own refusals too (a malformed Host)", async () => {
    const answer = await send(origins.nginx, '/', { headers: { Host: 'a/b' } });
    expect(answer.status).toBe(400);
    for (const [name, value] of Object.entries(baseSecurityHeaders({ tls: false }))) {
      expect({ name, value: answer.headers[name.toLowerCase()] }).toEqual({ name, value });
    }
  });

  it("passes /api to the API with the client's own address, whatever the client claims", async () => {
    for (const edge of ['node', 'nginx'] as const) {
      const answer = await send(origins[edge], '/api/v1/account/info?x=1', {
        headers: { 'X-Test-Edge': edge, 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer t' },
      });
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 0,
        message: 'ok',
        data: { path: '/api/v1/account/info?x=1' },
      });
      expect(seenByApi.get(edge)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', authorization: 'Bearer t' });
    }
    expect(seenByApi.get('nginx')).toMatchObject({ 'x-real-ip': '127.0.0.1', 'x-forwarded-proto': 'http' });
  });

  it('streams server-sent events: the first event arrives while the API is still writing', async () => {
    for (const edge of ['node', 'nginx'] as const) {
      const first = await new Promise<{ event: string; apiStillWriting: boolean }>((resolve, reject) => {
        const { hostname, port } = new URL(origins[edge]);
        const outgoing = request({ hostname, port, path: CALLS.events.path, agent: false }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ event: chunk.toString(), apiStillWriting: !openStreams.at(-1)?.writableEnded });
            outgoing.destroy();
          });
        });
        outgoing.on('error', reject);
        setTimeout(() => reject(new Error(`${edge}: no event within 3 s`)), 3000).unref();
        outgoing.end();
      });
      expect({ edge, ...first }).toEqual({ edge, event: 'data: first\n\n', apiStillWriting: true });
    }
  });

  it.each(['', 'en-US,en;q=0.9', 'zh-CN,zh;q=0.9,en;q=0.8', 'fr-FR, en;q=0.5', 'en-GB', 'de, zh-TW', '*'])(
    'refuses a body over the limit alike, in the language asked for (Accept-Language "%s")',
    async (language) => {
      const answers = await both(CALLS.login.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(language && { 'Accept-Language': language }) },
        body: Buffer.alloc(REQUEST_BODY_LIMIT_BYTES + 1, 'a'),
      });
      expect(answers.nginx.status).toBe(413);
      expect(summary(answers.nginx)).toEqual(summary(answers.node));
      expect(answers.nginx.headers['content-type']).toBe(answers.node.headers['content-type']);
      expect(JSON.parse(answers.nginx.body.toString())).toEqual(JSON.parse(answers.node.body.toString()));
    },
  );

  it.each(UNREADABLE)('refuses $name alike, in the envelope', async ({ request: text, status }) => {
    const answers = { node: await sendRaw(origins.node, text), nginx: await sendRaw(origins.nginx, text) };
    for (const [edge, answer] of Object.entries(answers)) {
      expect({ edge, ...refusal(answer) }).toEqual({
        edge,
        status,
        contentType: 'application/json; charset=utf-8',
        envelope: REQUEST_NOT_VALID,
      });
      for (const [name, value] of Object.entries(baseSecurityHeaders({ tls: false }))) {
        expect({ edge, name, value: answer.headers[name.toLowerCase()] }).toEqual({ edge, name, value });
      }
    }
  });

  it('refuses TRACE on /api alike in the language asked for, saying which methods the API takes', async () => {
    const text = 'TRACE /api/v1/card HTTP/1.1\r\nHost: a\r\nAccept-Language: en-US,en;q=0.9\r\n\r\n';
    for (const edge of ['node', 'nginx'] as const) {
      const answer = await sendRaw(origins[edge], text);
      expect({ edge, ...refusal(answer), allow: answer.headers.allow }).toEqual({
        edge,
        status: 405,
        contentType: 'application/json; charset=utf-8',
        envelope: { code: 1001, message: 'The request is not valid', data: null },
        allow: 'GET, HEAD, POST, PUT, DELETE',
      });
    }
  });

  it('answers in the envelope what nginx refuses before the API could: a bad escape, a URI over its buffers', async () => {
    // The Node edge passes both to the API, which answers them in the envelope itself.
    const badEscape = await sendRaw(origins.nginx, 'GET /api/v1/card/%zz HTTP/1.1\r\nHost: a\r\n\r\n');
    expect(refusal(badEscape)).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      envelope: REQUEST_NOT_VALID,
    });
    const longUri = await sendRaw(
      origins.nginx,
      `GET /api/v1/card?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(refusal(longUri)).toEqual({
      status: 414,
      contentType: 'application/json; charset=utf-8',
      envelope: REQUEST_NOT_VALID,
    });
  });

  it('keeps refusing other methods outside /api as before: 405, GET and HEAD allowed', async () => {
    for (const edge of ['node', 'nginx'] as const) {
      const answer = await sendRaw(origins[edge], 'TRACE /wallet HTTP/1.1\r\nHost: a\r\n\r\n');
      expect({ edge, status: answer.status, allow: answer.headers.allow }).toEqual({
        edge,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
  });
});

describe('both edges while the API is down', () => {
  const root = readableTempDir('edges-no-api-');
  let node: Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'pins'), { mode: 0o755 });
    writeFileSync(path.join(root, 'pins', 'default.json'), JSON.stringify(PINS));
    const nowhere = `127.0.0.1:${await freePort()}`;
    const options = { distDir: path.join(root, 'dist'), pinsDir: path.join(root, 'pins') };
    node = createEdgeServer({ host: '127.0.0.1', port: 0, apiServers: [nowhere], ...options });
    await listen(node);
    nginx = await startNginx({ ...options, apiServers: [nowhere], realIpFrom: [] });
  });

  afterAll(async () => {
    await nginx?.stop();
    node.closeAllConnections();
    await new Promise((r) => node.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['', 'en'])('answers 502 in the envelope, alike (Accept-Language "%s")', async (language) => {
    const headers = language ? { 'Accept-Language': language } : undefined;
    const nodeOrigin = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const [fromNode, fromNginx] = [
      await send(nodeOrigin, '/api/health', { headers }),
      await send(nginx.origin, '/api/health', { headers }),
    ];
    expect(fromNginx.status).toBe(502);
    expect(summary(fromNginx)).toEqual(summary(fromNode));
    expect(fromNginx.headers['content-type']).toBe(fromNode.headers['content-type']);
    expect(JSON.parse(fromNginx.body.toString())).toEqual(JSON.parse(fromNode.body.toString()));
  });
});
