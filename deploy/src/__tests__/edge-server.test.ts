import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { createEdgeServer } from '../edge-server';

const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

/** A raw GET: the path and Host header reach the server exactly as written (fetch normalises both). */
const rawGet = (origin: string, rawPath: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    request({ hostname, port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

describe('the web edge', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'edge-'));
  const distDir = path.join(root, 'dist');
  const pinsDir = path.join(root, 'pins');
  let edge: Server;
  let api: Server;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'host', 'assets'), { recursive: true });
    mkdirSync(path.join(distDir, 'remote-auth', '1.2.0', 'assets'), { recursive: true });
    mkdirSync(pinsDir);
    writeFileSync(path.join(distDir, 'host', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(distDir, 'host', 'assets', 'main.abc123.js'), 'console.log("host");'.repeat(50));
    writeFileSync(path.join(distDir, 'remote-auth', '1.2.0', 'mf-manifest.json'), '{"name":"remote_auth"}');
    writeFileSync(path.join(distDir, 'remote-auth', '1.2.0', 'assets', 'page.js'), 'export const page = 1;');
    writeFileSync(
      path.join(distDir, 'remote-auth', '1.2.0', 'assets', 'page.js.gz'),
      gzipSync('export const page = 2;'),
    );
    writeFileSync(
      path.join(distDir, 'remote-auth', '1.2.0', 'assets', 'page.js.br'),
      brotliCompressSync('export const page = 3;'),
    );
    writeFileSync(path.join(distDir, 'host', 'assets', 'main.abc123.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(distDir, 'remote-auth', '1.2.0', 'assets', 'page.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(pinsDir, 'default.json'), '{"remote-auth":"1.2.0"}');
    writeFileSync(path.join(pinsDir, 'shop.example.com.json'), '{"remote-auth":"1.1.0"}');

    api = createServer((req, res) => {
      if (req.url === '/api/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: first\n\n');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: 'ok', data: { path: req.url, auth: req.headers.authorization } }));
    });
    const apiServers = [new URL(await listen(api)).host];
    edge = createEdgeServer({ host: '127.0.0.1', port: 0, apiServers, distDir, pinsDir });
    origin = await listen(edge);
  });

  afterAll(async () => {
    edge.closeAllConnections();
    api.closeAllConnections();
    await Promise.all([new Promise((r) => edge.close(r)), new Promise((r) => api.close(r))]);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps an idle connection open 65 s, as the nginx edge does, and tells the client so', async () => {
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      request(`${origin}/remotes.json`, (response) => {
        response.resume();
        resolve(response.headers);
      })
        .on('error', reject)
        .end();
    });
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).toBe('timeout=65');
  });

  it('serves the pins as /remotes.json, revalidated on every load', async () => {
    const response = await fetch(`${origin}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ 'remote-auth': '1.2.0' });
  });

  it("serves a merchant's own pins by host name", async () => {
    const response = await rawGet(origin, '/remotes.json', { Host: 'shop.example.com' });
    expect(JSON.parse(response.body)).toEqual({ 'remote-auth': '1.1.0' });
  });

  it('serves a published remote version as immutable, readable from other origins', async () => {
    const response = await fetch(`${origin}/remote-auth/1.2.0/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ name: 'remote_auth' });
  });

  it('answers 404, not the app page, for a remote version that is not published', async () => {
    const response = await fetch(`${origin}/remote-auth/9.9.9/mf-manifest.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('serves hashed host assets as immutable and gzipped when asked', async () => {
    const response = await fetch(`${origin}/assets/main.abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("host")');
  });

  it("serves the build's precompressed file in the best encoding the browser accepts, and the plain one otherwise", async () => {
    const url = `${origin}/remote-auth/1.2.0/assets/page.js`;
    const zipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe('export const page = 2;');
    // Brotli first for a browser that takes both (Chromium over https and on localhost).
    const brotli = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe('export const page = 3;');
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const page = 1;');
    // An encoding the browser refuses with q=0 is never sent.
    const refused = await fetch(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(await refused.text()).toBe('export const page = 2;');
  });

  it('answers every route of the app with the host page, never cached', async () => {
    for (const route of ['/', '/sign-in', '/create-card/verification', '/no-such-page']) {
      const response = await fetch(`${origin}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('never serves a source map, though the build keeps them', async () => {
    for (const map of [
      '/assets/main.abc123.js.map',
      '/remote-auth/1.2.0/assets/page.js.map',
      '/assets/MAIN.ABC123.JS.MAP',
    ]) {
      const response = await rawGet(origin, map, { 'Accept-Encoding': 'gzip' });
      expect({ map, status: response.status, body: response.body }).toEqual({ map, status: 404, body: 'Not found' });
    }
  });

  it('never serves a file outside the published folder', async () => {
    expect((await rawGet(origin, '/remote-auth/1.2.0/..%2f..%2fhost/index.html')).status).toBe(404);
    expect((await rawGet(origin, '/assets/..%2f..%2f..%2fpins/default.json')).status).toBe(404);
  });

  it('proxies /api with its headers to the API', async () => {
    const response = await fetch(`${origin}/api/v1/account/info?x=1`, { headers: { Authorization: 'Bearer t' } });
    expect(await response.json()).toEqual({
      code: 0,
      message: 'ok',
      data: { path: '/api/v1/account/info?x=1', auth: 'Bearer t' },
    });
  });

  it('streams server-sent events through without buffering', async () => {
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: first\n\n');
    controller.abort();
  });
});

describe('the web edge without an API', () => {
  it('answers 502 with the envelope when the API is down', async () => {
    const edge = createEdgeServer({
      host: '127.0.0.1',
      port: 0,
      apiServers: ['127.0.0.1:9'],
      distDir: tmpdir(),
      pinsDir: tmpdir(),
    });
    const origin = await listen(edge);
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 1502, message: '服务暂时不可用，请稍后重试', data: null });
    const english = await fetch(`${origin}/api/health`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(await english.json()).toEqual({
      code: 1502,
      message: 'The service is unavailable, please try again later',
      data: null,
    });
    edge.closeAllConnections();
    await new Promise((r) => edge.close(r));
  });
});
