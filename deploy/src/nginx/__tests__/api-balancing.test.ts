// Both edges in front of three API processes (small Node servers standing in for them): requests
// spread over all three, event streams flow unbuffered, a stopped process is left out and used
// again once it is back, and a POST is never sent to a second process.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import path from 'node:path';
import { CALLS } from '@portal/shared/contract';
import { createApiBalancer } from '../../api-balancer';
import { proxyToApi } from '../../api-proxy';
import { freePort, readableTempDir, type RunningNginx, send, startNginx } from './nginx-process';

const NAMES = ['one', 'two', 'three'] as const;
type Name = (typeof NAMES)[number];

/** What a process was asked, by whom. */
const hits: { name: Name; method: string; url: string }[] = [];

/** A stand-in API process: answers with its name, holds an event stream open, drops `/api/v1/crash`. */
function apiProcess(name: Name): Server {
  return createServer((req: IncomingMessage, res) => {
    hits.push({ name, method: req.method ?? '', url: req.url ?? '' });
    if (req.url === CALLS.events.path) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${name}\n\n`);
      return;
    }
    if (req.url === '/api/v1/crash') {
      req.resume();
      req.on('end', () => req.socket.destroy());
      return;
    }
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'ok', data: { name } }));
  });
}

const listenOn = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Which process answered a GET through the edge (null: the edge answered itself). */
async function answeredBy(origin: string): Promise<Name | null> {
  const { status, body } = await send(origin, '/api/v1/who');
  if (status !== 200) return null;
  return (JSON.parse(body.toString()) as { data: { name: Name } }).data.name;
}

/** The names of `count` GETs in a row. */
async function names(origin: string, count: number): Promise<(Name | null)[]> {
  const answered: (Name | null)[] = [];
  for (let i = 0; i < count; i += 1) answered.push(await answeredBy(origin));
  return answered;
}

/** Resolves once `check` holds; the test's own timeout is the guard. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The first chunk of an event stream through the edge, and whether its answer had ended by then. */
function firstEvent(origin: string): Promise<{ status: number; chunk: string; ended: boolean; close(): void }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${CALLS.events.path}`, { agent: false }, (res) => {
      res.once('data', (chunk: Buffer) =>
        resolve({
          status: res.statusCode ?? 0,
          chunk: chunk.toString(),
          ended: res.complete,
          close: () => outgoing.destroy(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Short, so that a stopped process is back in a moment (nginx counts whole seconds). */
const FAIL_TIMEOUT_SECONDS = 1;
const NODE_FAIL_TIMEOUT_MS = 200;

interface Edge {
  origin: string;
  close(): Promise<void>;
}

const EDGES: [string, (servers: string[], root: string) => Promise<Edge>][] = [
  [
    'nginx',
    async (servers, root) => {
      const nginx: RunningNginx = await startNginx({
        distDir: path.join(root, 'dist'),
        pinsDir: path.join(root, 'pins'),
        apiServers: servers,
        apiFailTimeoutSeconds: FAIL_TIMEOUT_SECONDS,
        realIpFrom: [],
      });
      return { origin: nginx.origin, close: nginx.stop };
    },
  ],
  [
    'the Node edge',
    async (servers) => {
      const balancer = createApiBalancer(servers, { failTimeoutMs: NODE_FAIL_TIMEOUT_MS });
      const edge = createServer((req, res) => proxyToApi(req, res, balancer));
      const port = await freePort();
      await listenOn(edge, port);
      return { origin: `http://127.0.0.1:${port}`, close: () => stop(edge) };
    },
  ],
];

describe.each(EDGES)('%s in front of three API processes', (_name, startEdge) => {
  const processes = new Map<Name, { server: Server; port: number }>();
  let root = '';
  let edge: Edge;

  beforeAll(async () => {
    root = readableTempDir('api-balancing-');
    mkdirSync(path.join(root, 'dist', 'host'), { recursive: true });
    mkdirSync(path.join(root, 'pins'), { recursive: true });
    writeFileSync(path.join(root, 'pins', 'default.json'), '{}');
    for (const name of NAMES) {
      const server = apiProcess(name);
      const port = await freePort();
      await listenOn(server, port);
      processes.set(name, { server, port });
    }
    edge = await startEdge(
      NAMES.map((name) => `127.0.0.1:${processes.get(name)?.port}`),
      root,
    );
  });
  beforeEach(() => hits.splice(0));
  afterAll(async () => {
    await edge.close();
    await Promise.all([...processes.values()].map(({ server }) => stop(server)));
    rmSync(root, { recursive: true, force: true });
  });

  it('spreads requests over all three', async () => {
    expect(new Set(await names(edge.origin, 9))).toEqual(new Set(NAMES));
  });

  it('passes each event of a stream as it is written, before the answer ends', async () => {
    const stream = await firstEvent(edge.origin);
    stream.close();
    expect(stream).toMatchObject({
      status: 200,
      chunk: expect.stringMatching(/^data: (one|two|three)\n\n$/),
      ended: false,
    });
  });

  it('answers every GET from the others while one process is stopped, and uses it again once it is back', async () => {
    const two = processes.get('two') as { server: Server; port: number };
    await stop(two.server);
    const whileStopped = await names(edge.origin, 6);
    expect(whileStopped).not.toContain(null);
    expect(new Set(whileStopped)).toEqual(new Set(['one', 'three']));

    two.server = apiProcess('two');
    await listenOn(two.server, two.port);
    await until(async () => (await answeredBy(edge.origin)) === 'two');
  });

  it('never sends a POST to a second process when the first one dropped it', async () => {
    const answer = await send(edge.origin, '/api/v1/crash', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from('{"amount":100}'),
    });
    expect(answer.status).toBe(502);
    expect(hits.filter(({ url }) => url === '/api/v1/crash')).toHaveLength(1);
  });
});
