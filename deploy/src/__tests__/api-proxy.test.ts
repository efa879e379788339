import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import { createApiBalancer } from '../api-balancer';
import { proxyToApi } from '../api-proxy';

const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const MB = 1024 * 1024;

/** A POST on its own connection; `chunked` sends the body without a Content-Length. */
function post(origin: string, body: Buffer, { chunked = false, headers = {} } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const outgoing = request(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/v1/account/login',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 16 * 1024)
        outgoing.write(body.subarray(offset, offset + 16 * 1024));
      outgoing.end();
    } else {
      outgoing.end(body);
    }
  });
}

const TOO_LARGE = { code: 1413, message: '请求内容过大', data: null };

describe('the edge in front of the API', () => {
  const seen: Array<{ forwardedFor: string | undefined; bytes: number }> = [];
  let api: Server;
  let edge: Server;
  let origin = '';

  beforeAll(async () => {
    api = createServer((req: IncomingMessage, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        seen.push({ forwardedFor: req.headers['x-forwarded-for'] as string | undefined, bytes });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 0, message: 'ok', data: null }));
      });
    });
    const balancer = createApiBalancer([new URL(await listen(api)).host]);
    edge = createServer((req, res) => proxyToApi(req, res, balancer));
    origin = await listen(edge);
  });
  beforeEach(() => seen.splice(0));
  afterAll(async () => {
    edge.closeAllConnections();
    api.closeAllConnections();
    await Promise.all([new Promise((r) => edge.close(r)), new Promise((r) => api.close(r))]);
  });

  it.each([2, 10])('answers 413 with the envelope to 20 of 20 bodies of %i MB, none reaching the API', async (size) => {
    const body = Buffer.alloc(size * MB, 'a');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(origin, body)));
    expect(answers.map(({ status }) => status)).toEqual(Array(20).fill(413));
    for (const answer of answers) expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(seen).toEqual([]);
  });

  it('answers 413 to a body without a length once it passes the limit', async () => {
    const answer = await post(origin, Buffer.alloc(REQUEST_BODY_LIMIT_BYTES * 3, 'a'), { chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('passes a body within the limit through whole', async () => {
    const answer = await post(origin, Buffer.alloc(REQUEST_BODY_LIMIT_BYTES, 'a'));
    expect(answer.status).toBe(200);
    expect(seen).toEqual([{ forwardedFor: '127.0.0.1', bytes: REQUEST_BODY_LIMIT_BYTES }]);
  });

  it("forwards the client's own address, not one the client claims", async () => {
    await post(origin, Buffer.from('{}'), { headers: { 'X-Forwarded-For': '10.9.8.7' } });
    expect(seen.map(({ forwardedFor }) => forwardedFor)).toEqual(['127.0.0.1']);
  });
});
