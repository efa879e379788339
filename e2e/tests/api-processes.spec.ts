import { mkdtempSync, rmSync } from 'node:fs';
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
/** The edge's port: the lane's nginx port is the nginx-edge spec's, so this one is beside the lane's API ports. */
const EDGE_PORT = STACK.nginxPort + 40;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;

type Stoppable = { stop(): Promise<void> | void };
type Cluster = Stoppable & { url: string };
type RunningApi = Stoppable & { origin: string; host: string };
interface Launcher {
  startBuiltApi(env: Record<string, string>): Promise<RunningApi>;
  startNginxOver(options: { apiHosts: string[]; dist: string; pins: string; port: number }): Promise<Stoppable>;
}
const script = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', name)).href)) as T;

let cluster: Cluster | undefined;
let dir: string;
const apis: RunningApi[] = [];
let nginx: Stoppable | undefined;
let edge: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), 'portal-processes-'));
  const { ensurePostgres } = await script<{ ensurePostgres(): string }>('ensure-postgres.mjs');
  const { startPostgresCluster } = await script<{ startPostgresCluster(bin: string): Promise<Cluster> }>(
    'postgres-cluster.mjs',
  );
  const { buildApiIfStale } = await script<{ buildApiIfStale(): Promise<boolean> }>('build-api.mjs');
  const { startBuiltApi, startNginxOver } = await script<Launcher>('apis-behind-nginx.mjs');
  cluster = await startPostgresCluster(ensurePostgres());
  await buildApiIfStale();
  // One after another: each migrates and seeds the sandbox only if the one before has not.
  for (let n = 0; n < PROCESSES; n++) {
    apis.push(
      await startBuiltApi({
        DATABASE_URL: cluster.url,
        DATA_DIR: path.join(dir, 'data'),
        PINS_DIR: STACK.pins,
        API_MODE: 'sandbox',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PASSWORD_HASH_COST_TEST: '10',
        SIGN_IN_PER_ADDRESS_PER_MINUTE: '10000',
        CODE_SENDS_PER_ADDRESS_PER_HOUR: '10000',
      }),
    );
  }
  nginx = await startNginxOver({
    apiHosts: apis.map(({ host }) => host),
    dist: STACK.dist,
    pins: STACK.pins,
    port: EDGE_PORT,
  });
  edge = await requests.newContext({ baseURL: EDGE });
});

test.afterAll(async () => {
  await edge?.dispose();
  await nginx?.stop();
  await Promise.all(apis.map((api) => api.stop()));
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
