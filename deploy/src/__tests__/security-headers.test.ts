import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEdgeServer } from '../edge-server';
import { baseSecurityHeaders, contentSecurityPolicy, pinnedOrigins } from '../security-headers';

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the Content-Security-Policy', () => {
  it('allows scripts from the portal and the pinned origins only: no eval, no inline script', () => {
    const policy = directives(contentSecurityPolicy(['https://cdn.team.example']));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.team.example']);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/v1/csp-report']);
  });

  it("allows images from the portal, inline ones and the merchant's logo origins only", () => {
    expect(directives(contentSecurityPolicy())['img-src']).toEqual(["'self'", 'data:']);
    expect(directives(contentSecurityPolicy([], ['https://logos.shop.example']))['img-src']).toEqual([
      "'self'",
      'data:',
      'https://logos.shop.example',
    ]);
  });

  it('takes the origins of URL pins, canaries included, and nothing from version pins or junk', () => {
    const pins = {
      'remote-auth': '1.0.0',
      'remote-cards': { stable: 'https://a.example/cards/1/', canary: 'https://b.example:8443/cards/2/', percent: 5 },
      'remote-messages': 'https://a.example/messages/3/',
    };
    expect(pinnedOrigins(JSON.stringify(pins))).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(pinnedOrigins('not json')).toEqual([]);
  });

  it('sends HSTS only over TLS', () => {
    expect(baseSecurityHeaders({ tls: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(baseSecurityHeaders({ tls: true })['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});

describe('the Node edge', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'edge-headers-'));
  let edge: Server;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(path.join(root, 'dist', 'host', 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'pins'));
    writeFileSync(path.join(root, 'dist', 'host', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'dist', 'host', 'assets', 'main.js'), 'console.log(1);');
    writeFileSync(
      path.join(root, 'pins', 'default.json'),
      JSON.stringify({ 'remote-auth': '1.0.0', 'remote-cards': 'https://cdn.team.example/cards/2/' }),
    );
    writeFileSync(path.join(root, 'pins', 'logo-origins.txt'), "# The merchant's CDN\nhttps://logos.shop.example\n");
    edge = createEdgeServer({
      host: '127.0.0.1',
      port: 0,
      apiServers: ['127.0.0.1:9'],
      distDir: path.join(root, 'dist'),
      pinsDir: path.join(root, 'pins'),
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    edge.closeAllConnections();
    await new Promise((resolve) => edge.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it("sends the page with the merchant's policy and the common headers", async () => {
    const page = await fetch(`${origin}/sign-in`);
    expect(page.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(['https://cdn.team.example'], ['https://logos.shop.example']),
    );
    for (const [name, value] of Object.entries(baseSecurityHeaders({ tls: false }))) {
      expect(page.headers.get(name)).toBe(value);
    }
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the common headers with every file, and HSTS behind a TLS terminator', async () => {
    const script = await fetch(`${origin}/assets/main.js`, { headers: { 'X-Forwarded-Proto': 'https' } });
    for (const [name, value] of Object.entries(baseSecurityHeaders({ tls: true }))) {
      expect(script.headers.get(name)).toBe(value);
    }
  });
});
