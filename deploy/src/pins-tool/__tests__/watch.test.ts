import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteLoadCounts } from '@portal/shared/contract';
import { startCanary } from '../change-commands';
import { type CliIo, main } from '../main';
import { REMOTE_LOADS_PATH, WATCH_DEFAULTS, watchOnce } from '../watch';
import { makeWorkspace, type Workspace } from './workspace';

const SHOP = 'shop.example.com';
const TOKEN = 'operator-key-of-the-api-0123456789';

/** The API's operator call, answering `counts` to the right key only; keeps the windows asked for. */
async function startApi(counts: () => RemoteLoadCounts[]): Promise<{ url: string; server: Server; since: string[] }> {
  const since: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname !== REMOTE_LOADS_PATH) return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end('{"code":1006}');
    since.push(url.searchParams.get('since') ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'success', data: counts() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, since };
}

const row = (merchant: string, version: string, views: number, renderFailed: number, loadFailed = 0) => ({
  merchant,
  remote: 'remote-cards',
  version,
  views,
  render_failed: renderFailed,
  load_failed: loadFailed,
  last_at: '2025-05-01T10:00:00.000Z',
});

let workspace: Workspace;
let api: Awaited<ReturnType<typeof startApi>>;
let counts: RemoteLoadCounts[];

beforeEach(async () => {
  workspace = makeWorkspace();
  counts = [];
  api = await startApi(() => counts);
});
afterEach(async () => {
  workspace.cleanup();
  await new Promise((resolve) => api.server.close(resolve));
});

const options = () => ({ apiUrl: api.url, adminToken: TOKEN, ...WATCH_DEFAULTS });
const canaryLine = `${SHOP}: remote-cards canary 0.2.0 at 50%`;

describe('pins watch', () => {
  it('keeps a canary that has too few page views to judge, whatever they say', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 19, 9), row(SHOP, '0.1.0', 30, 0)];
    expect(await watchOnce(workspace.context, options())).toBe(
      `${canaryLine}: canary 0.2.0: 9 of 19 page views failed (47.4%: 9 on render, 0 to load); stable 0.1.0: 0 of 30 (0%), in the last 30 min; judged after 20 page views; kept`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.2.0' } });
  });

  it('keeps a canary that fails no more than its stable version, within the threshold', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    // 12.5% against stable's 10% (a flaky network fails both alike): 2.5 points, under 5.
    counts = [row(SHOP, '0.2.0', 40, 1, 4), row(SHOP, '0.1.0', 200, 0, 20)];
    expect(await watchOnce(workspace.context, options())).toBe(
      `${canaryLine}: canary 0.2.0: 5 of 40 page views failed (12.5%: 1 on render, 4 to load); stable 0.1.0: 20 of 200 (10%), in the last 30 min; kept`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.2.0' } });
  });

  it('aborts a canary failing more than stable by over the threshold, and records the figures as the reason', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 20, 3), row(SHOP, '0.1.0', 20, 0), row('other.example.com', '0.2.0', 100, 0)];
    const reason =
      'canary 0.2.0: 3 of 20 page views failed (15%: 3 on render, 0 to load); stable 0.1.0: 0 of 20 (0%), in the last 30 min; 15 points above stable, over the 5-point threshold';
    expect(await watchOnce(workspace.context, options())).toBe(`${canaryLine}: ${reason}; aborted, back to 0.1.0`);
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.history().at(-1)).toMatchObject({
      merchant: SHOP,
      remote: 'remote-cards',
      from: { stable: '0.1.0', canary: '0.2.0', percent: 50 },
      to: '0.1.0',
      action: 'abort',
      reason,
    });
    // Nothing left to judge on the next look.
    expect(await watchOnce(workspace.context, options())).toBe('No canary is running.');
  });

  it('reads the page views of the window only', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    const at = { ...workspace.context, now: () => new Date('2025-05-01T12:00:00Z') };
    await watchOnce(at, { ...options(), windowMinutes: 15 });
    expect(api.since).toEqual(['2025-05-01T11:45:00.000Z']);
  });

  it("judges default's canary by every host that has no pins file of its own", async () => {
    await startCanary(workspace.context, 'default', 'remote-cards@0.2.0', '10');
    await startCanary(workspace.context, SHOP, 'remote-cards@0.3.0', '10');
    // a.example and b.example run default's pins; shop's own failures do not count against default.
    counts = [row('a.example', '0.2.0', 11, 1), row('b.example', '0.2.0', 11, 2), row(SHOP, '0.2.0', 40, 40)];
    const report = await watchOnce(workspace.context, options());
    expect(report).toContain(
      'default: remote-cards canary 0.2.0 at 10%: canary 0.2.0: 3 of 22 page views failed (13.6%',
    );
    expect(workspace.pinsOf('default')).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.3.0' } });
  });

  it('takes the threshold, the minimum and the window from the command line, and says when the key is wrong', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 10, 2)];
    const io = (env: Record<string, string>) => {
      const out = { stdout: '', stderr: '' };
      const cli: CliIo = {
        env: { PINS_DIR: workspace.pinsDir, DIST_DIR: workspace.distDir, PINS_USER: 'ops', ...env },
        stdout: (text) => (out.stdout += text),
        stderr: (text) => (out.stderr += text),
        fetch,
        now: () => new Date('2025-05-01T12:00:00Z'),
      };
      return { cli, out };
    };
    const args = ['watch', '--once', '--api', api.url, '--threshold', '10', '--min-views', '10', '--window', '60'];

    const wrongKey = io({ ADMIN_TOKEN: 'not-the-key' });
    expect(await main(args, wrongKey.cli)).toBe(1);
    expect(wrongKey.out.stderr).toBe("pins: the API refused ADMIN_TOKEN (401): give the API's operator key\n");

    const noKey = io({});
    expect(await main(args, noKey.cli)).toBe(1);
    expect(noKey.out.stderr).toContain('set ADMIN_TOKEN');

    const run = io({ ADMIN_TOKEN: TOKEN });
    expect(await main(args, run.cli)).toBe(0);
    expect(api.since.at(-1)).toBe('2025-05-01T11:00:00.000Z');
    expect(run.out.stdout).toContain(
      '2 of 10 page views failed (20%: 2 on render, 0 to load); stable 0.1.0: 0 of 0 (0%), in the last 60 min; 20 points above stable, over the 10-point threshold; aborted',
    );
    expect(workspace.history().at(-1)).toMatchObject({ who: 'pins watch (ops)', action: 'abort' });
  });
});
