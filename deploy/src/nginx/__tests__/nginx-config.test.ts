import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, preferredLanguage } from '@portal/shared/contract';
import { API_BALANCING, parseApiServers } from '../../api-servers';
import { readPins } from '../../pins';
import { MERCHANT_NAME } from '../../pins';
import { EDGE_REFUSALS } from '../../edge-refusals';
import { writeCspMap } from '../csp-map';
import { ENGLISH_FIRST } from '../edge-answers';
import { DEBIAN_BROTLI_STATIC_MODULE, HAS_EXTENSION, type NginxOptions, renderNginxConfig } from '../nginx-config';
import { mapKey, quote, quoteRegex } from '../nginx-syntax';
import { findNginx, readableTempDir } from './nginx-process';

describe('the rendered nginx config', () => {
  const root = readableTempDir('nginx-config-');
  const pinsDir = path.join(root, 'pins');

  beforeAll(async () => {
    mkdirSync(pinsDir);
    writeFileSync(path.join(pinsDir, 'default.json'), '{"remote-auth":"1.0.0"}');
    writeFileSync(path.join(pinsDir, 'shop.example.com.json'), '{"remote-auth":"https://cdn.example/a/1/"}');
    await writeCspMap(pinsDir);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** `nginx -t` on a rendered config: its exit code and what it printed. */
  function check(options: Partial<NginxOptions>, name: string) {
    const file = path.join(root, `${name}.conf`);
    writeFileSync(
      file,
      renderNginxConfig({
        listen: 8080,
        distDir: path.join(root, 'dist'),
        pinsDir,
        apiServers: ['127.0.0.1:4000'],
        realIpFrom: [],
        ...options,
      }),
    );
    const prefix = path.join(root, name);
    mkdirSync(prefix);
    const result = spawnSync(findNginx(), ['-t', '-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stderr };
  }

  it.each([
    ['without a load balancer', { realIpFrom: [] }],
    ['behind load balancers', { realIpFrom: ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32'], listen: '127.0.0.1:8443' }],
    ['in the foreground', { foreground: true }],
    ['with the brotli_static module', { brotliStaticModule: DEBIAN_BROTLI_STATIC_MODULE }],
    ['with three API processes', { apiServers: ['127.0.0.1:4000', '127.0.0.1:4001', '127.0.0.1:4002'] }],
    ['with room for many event streams', { workerConnections: 12_000 }],
  ])('passes nginx -t %s, without a warning', (name, options) => {
    const { status, output } = check(options, name.replace(/\W+/g, '-'));
    expect({ status, warnings: output.split('\n').filter((line) => /\[(warn|emerg|alert)\]/.test(line)) }).toEqual({
      status: 0,
      warnings: [],
    });
  });

  // The container layout keeps nginx's compiled-in places (/var/lib/nginx, /run), which only root may create.
  (process.getuid?.() === 0 ? it : it.skip)('passes nginx -t in the container layout', () => {
    const { status, output } = check({ layout: 'container', listen: 3000 }, 'container');
    expect({ status, output }).toEqual({ status: 0, output: expect.not.stringMatching(/\[(warn|emerg)\]/) });
  });

  it('keeps the pid, logs and temporary files inside the prefix, or in the container where the image has them', () => {
    const options = { listen: 80, distDir: '/d', pinsDir: '/p', apiServers: ['api:4000'], realIpFrom: [] };
    const prefix = renderNginxConfig(options);
    expect(prefix).toMatch(/^pid nginx\.pid;$/m);
    expect(prefix).toMatch(/^ {2}client_body_temp_path client_body_temp;$/m);
    expect(prefix).not.toMatch(/daemon/);
    const container = renderNginxConfig({ ...options, layout: 'container' });
    expect(container).not.toMatch(/^pid|_temp_path|daemon/m);
    expect(container).toMatch(/^error_log \/var\/log\/nginx\/error\.log warn;$/m);
    expect(renderNginxConfig({ ...options, foreground: true })).toMatch(/^daemon off;$/m);
  });

  it("holds nginx's 1024 connections a worker unless told more, and then opens twice as many files", () => {
    const options = { listen: 80, distDir: '/d', pinsDir: '/p', apiServers: ['api:4000'], realIpFrom: [] };
    const usual = renderNginxConfig(options);
    expect(usual).toMatch(/^ {2}worker_connections 1024;$/m);
    expect(usual).not.toMatch(/worker_rlimit_nofile/);
    const roomy = renderNginxConfig({ ...options, workerConnections: 12_000 });
    expect(roomy).toMatch(/^ {2}worker_connections 12000;$/m);
    expect(roomy).toMatch(/^worker_rlimit_nofile 24000;$/m);
    expect(() => renderNginxConfig({ ...options, workerConnections: 0 })).toThrow(/worker connections/);
  });

  it("answers in the API's envelope every status nginx makes itself for /api, before routing too", () => {
    const config = renderNginxConfig({
      listen: 80,
      distDir: '/d',
      pinsDir: '/p',
      apiServers: ['api:4000'],
      realIpFrom: [],
    });
    const serverLevel = config.match(/^ {4}error_page .*$/gm)?.map((line) => line.trim());
    expect(serverLevel).toEqual([
      'error_page 404 @portal_not_found;',
      'error_page 405 $portal_method_refusal;',
      'error_page 400 ${portal_refusal}400;',
      'error_page 414 ${portal_refusal}414;',
      'error_page 501 ${portal_refusal}501;',
      'error_page 505 ${portal_refusal}505;',
      // Headers over the buffers: nginx's own 494, sent as the 400 it would have sent.
      'error_page 494 =400 ${portal_refusal}400;',
    ]);
    for (const api of ['location = /api ', 'location ^~ /api/ ', `location = ${CALLS.events.path} `]) {
      const location = config.slice(config.indexOf(api), config.indexOf('\n    }', config.indexOf(api)));
      expect({ api, pages: location.match(/error_page \d+/g) }).toEqual({
        api,
        pages: [400, 413, 429, 500, 502, 504].map((status) => `error_page ${status}`),
      });
    }
    for (const status of Object.keys(EDGE_REFUSALS)) {
      const answer = config.slice(config.indexOf(`location @portal_answer_${status} {`));
      expect({ status, answer: answer.slice(0, answer.indexOf('\n    }')) }).toEqual({
        status,
        answer: expect.stringMatching(
          new RegExp(`default_type application/json;\\n\\s+return ${status} \\$portal_envelope_\\d+;$`),
        ),
      });
    }
  });
});

describe('the API processes behind nginx', () => {
  const render = (options: Partial<NginxOptions>) =>
    renderNginxConfig({
      listen: 80,
      distDir: '/d',
      pinsDir: '/p',
      apiServers: ['api:4000'],
      realIpFrom: [],
      ...options,
    });
  const upstream = (config: string) =>
    /^ {2}upstream portal_api \{\n([^}]*)\n {2}\}$/m
      .exec(config)?.[1]
      ?.trim()
      .split(/\s*\n\s*/);

  it('are one upstream: the fewest open connections first, a failed one left out for a while', () => {
    expect(upstream(render({ apiServers: ['10.0.0.1:4000', '10.0.0.2:4000'] }))).toEqual([
      'zone portal_api 64k;',
      'least_conn;',
      `server 10.0.0.1:4000 max_fails=${API_BALANCING.maxFails} fail_timeout=${API_BALANCING.failTimeoutSeconds}s;`,
      `server 10.0.0.2:4000 max_fails=${API_BALANCING.maxFails} fail_timeout=${API_BALANCING.failTimeoutSeconds}s;`,
      'keepalive 16;',
    ]);
  });

  it('are looked up again and again behind one name with a resolver (every replica of a service)', () => {
    const config = render({ resolver: '127.0.0.11' });
    expect(config).toMatch(/^ {2}resolver 127\.0\.0\.11 valid=5s ipv6=off;$/m);
    expect(upstream(config)).toContain(
      `server api:4000 resolve max_fails=1 fail_timeout=${API_BALANCING.failTimeoutSeconds}s;`,
    );
    expect(render({})).not.toMatch(/resolve/);
  });

  it('get a request again only on the next process and never a POST that reached one (no non_idempotent)', () => {
    const config = render({});
    const retries = config.match(/proxy_next_upstream .*;/g) ?? [];
    expect(retries.length).toBeGreaterThan(0);
    expect(new Set(retries)).toEqual(new Set(['proxy_next_upstream error timeout;']));
  });

  it('are read from a list, each host:port or an http URL', () => {
    expect(parseApiServers('http://127.0.0.1:4000, 127.0.0.1:4001,api:4000 api:4000')).toEqual([
      '127.0.0.1:4000',
      '127.0.0.1:4001',
      'api:4000',
    ]);
    expect(() => parseApiServers('')).toThrow(/at least one/);
    expect(() => parseApiServers('https://api.example:443')).toThrow(/host:port/);
    expect(() => parseApiServers('127.0.0.1')).toThrow(/host:port/);
  });
});

describe('the rules nginx shares with the Node edge', () => {
  it('takes a path for a file exactly when the Node edge does (path.extname)', () => {
    for (const urlPath of [
      '/wallet',
      '/cards/123',
      '/a.js',
      '/assets/x.y.css',
      '/.well',
      '/..a',
      '/a.',
      '/v1.2/x',
      '/',
    ]) {
      expect({ urlPath, file: HAS_EXTENSION.test(urlPath) }).toEqual({ urlPath, file: path.extname(urlPath) !== '' });
    }
  });

  it("reads a merchant's own pins by exactly the host names the Node edge does", async () => {
    const dir = readableTempDir('host-names-');
    try {
      writeFileSync(path.join(dir, 'default.json'), '"default"');
      const names = [
        'shop.example.com',
        'a',
        '.hidden',
        'under_score',
        'x'.repeat(250),
        'Upper.example',
        'café.example',
      ];
      for (const name of names) writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(name));
      for (const name of names) {
        const own = (await readPins(dir, name)) === JSON.stringify(name);
        expect({ name: name.slice(0, 20), own: MERCHANT_NAME.test(name) }).toEqual({ name: name.slice(0, 20), own });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers in English for the same Accept-Language headers as the Node edge, in the order browsers send', () => {
    for (const header of [
      '',
      'en',
      'en-US,en;q=0.9',
      'zh-CN,zh;q=0.9,en;q=0.8',
      'en-GB,en;q=0.9,zh-CN;q=0.8',
      'fr-FR,fr;q=0.9,en;q=0.8',
      'de, ja',
      'zh-TW, en',
      '*',
      'EN-us',
    ]) {
      const nginx = ENGLISH_FIRST.test(header) ? 'en' : 'zh-CN';
      expect({ header, language: nginx }).toEqual({ header, language: preferredLanguage(header) });
    }
  });
});

describe('values written into the config', () => {
  it('are quoted so nginx reads them back as they are', () => {
    expect(quote("script-src 'self'")).toBe(`"script-src 'self'"`);
    expect(quote('{"code":1}')).toBe(`'{"code":1}'`);
    expect(quote('a\\tb')).toBe('"a\\\\tb"');
    expect(quoteRegex(/^\/a\.b$/)).toBe('"^\\/a\\.b$"');
  });

  it('refuses what nginx would read as a variable', () => {
    expect(() => quote('price $5')).toThrow(/\$/);
  });

  it("escapes a map source value spelled like one of map's own parameters", () => {
    expect(mapKey('include')).toBe('\\include');
    expect(mapKey('shop.example.com')).toBe('"shop.example.com"');
  });
});
