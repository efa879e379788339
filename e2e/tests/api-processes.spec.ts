import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { REPO_ROOT, STACK } from '../stack';
import { registerAccount, signInThroughApi } from './accounts';
import { liveStreamOpened, storeToken } from './helpers';

// Three API processes on one PostgreSQL database (a throwaway cluster of Debian's server, as the API's
// tests start one) behind nginx balancing over them: a customer signs in through the edge, and an
// announcement posted through each process reaches the page's one live stream, whichever process holds it.

const PROCESSES = 3;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => {
  try {
    execFileSync(candidate, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
const TSX = path.join(REPO_ROOT, 'deploy', 'node_modules', '.bin', 'tsx');
/** The edge's port: the lane's nginx port is the nginx-edge spec's, so this one is beside the lane's API ports. */
const EDGE_PORT = STACK.nginxPort + 40;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;

type Cluster = { url: string; stop(): Promise<void> | void };
const script = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', name)).href)) as T;

let cluster: Cluster;
let dir: string;
const apis: { child: ChildProcess; origin: string }[] = [];
let edge: APIRequestContext;

const nginx = (args: string[]) =>
  execFileSync(
    NGINX as string,
    ['-c', path.join(dir, 'nginx', 'nginx.conf'), '-p', `${path.join(dir, 'nginx')}/`, ...args],
    {
      stdio: 'pipe',
    },
  );

/** The built API (`node api/dist/main.js`, as `npm start` runs it) on the cluster, in sandbox mode. */
async function startApi(port: number): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      DATA_DIR: path.join(dir, 'data'),
      PINS_DIR: STACK.pins,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PASSWORD_HASH_COST_TEST: '10',
      SIGN_IN_PER_ADDRESS_PER_MINUTE: '10000',
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API on port ${port} stopped before it answered`);
    const up = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!NGINX) throw new Error('This test needs nginx (Debian: apt-get install -y nginx)');
  dir = mkdtempSync(path.join(tmpdir(), 'portal-processes-'));
  const { ensurePostgres } = await script<{ ensurePostgres(): string }>('ensure-postgres.mjs');
  const { startPostgresCluster } = await script<{ startPostgresCluster(bin: string): Promise<Cluster> }>(
    'postgres-cluster.mjs',
  );
  const { buildApiIfStale } = await script<{ buildApiIfStale(): Promise<boolean> }>('build-api.mjs');
  cluster = await startPostgresCluster(ensurePostgres());
  await buildApiIfStale();
  // One after another: each migrates and seeds the sandbox only if the one before has not.
  const { freePort } = await script<{ freePort(): Promise<number> }>('free-port.mjs');
  for (let n = 0; n < PROCESSES; n++) apis.push(await startApi(await freePort()));
  mkdirSync(path.join(dir, 'nginx', 'logs'), { recursive: true });
  execFileSync(TSX, [
    path.join(REPO_ROOT, 'deploy', 'src', 'nginx', 'render-config.ts'),
    ...['--listen', `127.0.0.1:${EDGE_PORT}`, '--dist', STACK.dist, '--pins', STACK.pins],
    ...['--api', apis.map(({ origin }) => new URL(origin).host).join(',')],
    ...['--out', path.join(dir, 'nginx', 'nginx.conf')],
  ]);
  nginx(['-t']);
  nginx([]);
  edge = await requests.newContext({ baseURL: EDGE });
});

test.afterAll(async () => {
  await edge?.dispose();
  if (dir) {
    try {
      nginx(['-s', 'stop']);
    } catch {
      // nginx did not start
    }
  }
  for (const { child } of apis) child.kill('SIGTERM');
  await Promise.all(
    apis.map(
      ({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('signed in through nginx over three API processes on PostgreSQL, a page gets the announcements posted through each', async ({
  page,
}) => {
  const account = await registerAccount(edge);
  await storeToken(page, await signInThroughApi(edge, account));
  const opened = liveStreamOpened(page);
  await page.goto(`${EDGE}/information-center`);
  await opened;

  // Posted through each process in turn: at least two of them do not hold the page's stream.
  for (const [n, { origin }] of apis.entries()) {
    const title = `第 ${n + 1} 个进程发布的公告`;
    const posted = await fetch(`${origin}/api/sandbox/admin/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: `<p>${title}</p>` }),
    });
    expect(posted.status).toBe(200);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('未读');
  }
});
