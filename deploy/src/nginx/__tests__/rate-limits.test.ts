import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CALLS, EDGE_FAILURES } from '@portal/shared/contract';
import { RATE_LIMITS } from '../nginx-config';
import { readableTempDir, type RunningNginx, send, startNginx } from './nginx-process';

/** The API's own refusal, which nginx must pass on as it is. */
const API_REFUSAL = { code: 2101, message: '验证码发送过于频繁，请60秒后再试', data: null };

describe('nginx in front of the API, behind a load balancer', () => {
  const root = readableTempDir('nginx-limits-');
  const received: { url: string; headers: IncomingHttpHeaders }[] = [];
  let api: Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'pins'), { mode: 0o755 });
    writeFileSync(path.join(root, 'pins', 'default.json'), '{"remote-auth":"1.0.0"}');
    api = createServer((req, res) => {
      received.push({ url: req.url ?? '', headers: req.headers });
      req.resume();
      const refuse = req.headers['x-test-api-refuses'] === 'yes';
      res.writeHead(refuse ? 429 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(refuse ? API_REFUSAL : { code: 0, message: 'ok', data: null }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx({
      distDir: path.join(root, 'dist'),
      pinsDir: path.join(root, 'pins'),
      apiServers: [`127.0.0.1:${(api.address() as AddressInfo).port}`],
      // The test connects from here: it plays two balancers in a row, each trusted, the outer one
      // naming the customer in X-Forwarded-For.
      realIpFrom: ['127.0.0.1/32'],
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  const post = (pathname: string, customer: string, headers: Record<string, string> = {}) =>
    send(nginx.origin, pathname, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.9.9.9, ${customer}, 127.0.0.1`,
        ...headers,
      },
      body: Buffer.from('{}'),
    });

  it('logs no query string and no Referer: an e-mailed reset link carries its code there', async () => {
    const code = '913370';
    await send(nginx.origin, `/reset-password?email=a%40example.com&code=${code}`, {
      headers: { Referer: `${nginx.origin}/reset-password?code=${code}` },
    });
    // nginx writes the line as it finishes the request, which may be just after the client has the answer.
    const logged = () => readFileSync(path.join(nginx.prefix, 'access.log'), 'utf8');
    for (let wait = 0; !logged().includes('/reset-password') && wait < 40; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logged();
    expect(log).toContain('"GET /reset-password HTTP/1.1" ');
    expect(log).not.toContain(code);
  });

  /** Calls in a row until nginx refuses one (or `most` were made): how many passed, in how long. */
  async function untilRefused(pathname: string, customer: string, most: number) {
    const started = Date.now();
    let passed = 0;
    for (let i = 0; i < most; i += 1) {
      const { status } = await post(pathname, customer);
      if (status === 429) return { passed, refused: true, seconds: (Date.now() - started) / 1000 };
      expect(status).toBe(200);
      passed += 1;
    }
    return { passed, refused: false, seconds: (Date.now() - started) / 1000 };
  }

  it.each([
    ['code-sending', RATE_LIMITS.codeSends, CALLS.sendCode.path, '198.51.100.1'],
    ['code-sending (forgotten password)', RATE_LIMITS.codeSends, CALLS.forgetPasswordCode.path, '198.51.100.2'],
    ['sign-in', RATE_LIMITS.signIn, CALLS.login.path, '198.51.100.3'],
  ])('answers 429 beyond the burst of %s calls in a row', async (_kind, { burst, perMinute }, pathname, customer) => {
    const before = received.length;
    const { passed, refused, seconds } = await untilRefused(pathname, customer, burst + 10);
    // The first call and the burst pass, and whatever the average rate frees while they are made.
    const freed = Math.floor((seconds * perMinute) / 60);
    expect({ refused, passedAtLeast: passed >= burst + 1, passedAtMost: passed <= burst + 1 + freed }).toEqual({
      refused: true,
      passedAtLeast: true,
      passedAtMost: true,
    });
    expect(received.length - before).toBe(passed);
  });

  it("answers the refusal in the API's envelope and language", async () => {
    const customer = '198.51.100.4';
    await untilRefused(CALLS.sendCodeAuto.path, customer, RATE_LIMITS.codeSends.burst + 10);
    const chinese = await post(CALLS.sendCodeAuto.path, customer);
    expect(chinese.status).toBe(429);
    expect(chinese.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(chinese.body.toString())).toEqual({
      code: 1029,
      message: EDGE_FAILURES.tooManyRequests.message,
      data: null,
    });
    expect(chinese.headers['x-content-type-options']).toBe('nosniff');
    const english = await post(CALLS.sendCodeAuto.path, customer, { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(JSON.parse(english.body.toString())).toEqual({
      code: 1029,
      message: EDGE_FAILURES.tooManyRequests.messageEn,
      data: null,
    });
  });

  it('counts each customer behind the balancer on their own, and tells the API who they are', async () => {
    expect((await untilRefused(CALLS.sendCode.path, '198.51.100.5', RATE_LIMITS.codeSends.burst + 10)).refused).toBe(
      true,
    );
    const other = await post(CALLS.sendCode.path, '198.51.100.6');
    expect(other.status).toBe(200);
    expect(received.at(-1)?.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.6', 'x-real-ip': '198.51.100.6' });
  });

  it('leaves every other call to the API alone', async () => {
    const statuses = [];
    for (let i = 0; i < RATE_LIMITS.signIn.burst + 5; i += 1) {
      statuses.push(
        (await send(nginx.origin, CALLS.accountInfo.path, { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it("passes the API's own 429 on as it is", async () => {
    const answer = await post(CALLS.sendCode.path, '198.51.100.8', { 'X-Test-Api-Refuses': 'yes' });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body.toString())).toEqual(API_REFUSAL);
  });
});
