import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteLoadCounts } from '@portal/shared/contract';
import { startCanary } from '../change-commands';
import { type CliIo, main } from '../main';
import { REMOTE_LOADS_PATH, WATCH_DEFAULTS, watchOnce } from '../watch';
import { makeWorkspace, type Workspace } from './workspace';

const SHOP = 'shop.example.com';
const TOKEN = 'operator-key-of-the-api-0123456789';

/** The API's operator call, answering `counts` to the right key only. */
async function startApi(counts: () => RemoteLoadCounts[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://api').pathname;
    if (path !== REMOTE_LOADS_PATH) return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end('{"code":1006}');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'success', data: counts() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const row = (merchant: string, version: string, ok: number, failed: number): RemoteLoadCounts => ({
  merchant,
  remote: 'remote-cards',
  version,
  ok,
  failed,
  last_at: '2025-05-01T10:00:00.000Z',
});

let workspace: Workspace;
let api: { url: string; server: Server };
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

describe('pins watch', () => {
  it('keeps a canary that has too few loads to judge, whatever they say', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 10, 9)];
    expect(await watchOnce(workspace.context, options())).toBe(
      `${SHOP}: remote-cards canary 0.2.0 at 50%: 9 of 19 loads failed (47.4%); judged after 20 loads; kept`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.2.0' } });
  });

  it('keeps a canary at or under the threshold, and counts only its own version', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    // 1 of 20 is 5%: not above 5%. The stable version's failures are not the canary's.
    counts = [row(SHOP, '0.2.0', 19, 1), row(SHOP, '0.1.0', 0, 50)];
    expect(await watchOnce(workspace.context, options())).toContain('1 of 20 loads failed (5%); kept');
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.2.0' } });
  });

  it('aborts a canary above the threshold and records the figures as the reason', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 17, 3), row('other.example.com', '0.2.0', 100, 0)];
    expect(await watchOnce(workspace.context, options())).toBe(
      `${SHOP}: remote-cards canary 0.2.0 at 50%: 3 of 20 loads failed (15%), above the 5% threshold; aborted, back to 0.1.0`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.history().at(-1)).toMatchObject({
      merchant: SHOP,
      remote: 'remote-cards',
      from: { stable: '0.1.0', canary: '0.2.0', percent: 50 },
      to: '0.1.0',
      action: 'abort',
      reason: '3 of 20 loads failed (15%), above the 5% threshold',
    });
    // Nothing left to judge on the next look.
    expect(await watchOnce(workspace.context, options())).toBe('No canary is running.');
  });

  it("judges default's canary by every host that has no pins file of its own", async () => {
    await startCanary(workspace.context, 'default', 'remote-cards@0.2.0', '10');
    await startCanary(workspace.context, SHOP, 'remote-cards@0.3.0', '10');
    // a.example and b.example run default's pins; shop's own failures do not count against default.
    counts = [row('a.example', '0.2.0', 10, 1), row('b.example', '0.2.0', 9, 2), row(SHOP, '0.2.0', 0, 40)];
    const report = await watchOnce(workspace.context, options());
    expect(report).toContain('default: remote-cards canary 0.2.0 at 10%: 3 of 22 loads failed (13.6%)');
    expect(workspace.pinsOf('default')).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': { canary: '0.3.0' } });
  });

  it('takes the threshold and the minimum from the command line, and says when the key is wrong', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '50');
    counts = [row(SHOP, '0.2.0', 8, 2)];
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
    const args = ['watch', '--once', '--api', api.url, '--threshold', '10', '--min-loads', '10'];

    const wrongKey = io({ ADMIN_TOKEN: 'not-the-key' });
    expect(await main(args, wrongKey.cli)).toBe(1);
    expect(wrongKey.out.stderr).toBe("pins: the API refused ADMIN_TOKEN (401): give the API's operator key\n");

    const noKey = io({});
    expect(await main(args, noKey.cli)).toBe(1);
    expect(noKey.out.stderr).toContain('set ADMIN_TOKEN');

    const run = io({ ADMIN_TOKEN: TOKEN });
    expect(await main(args, run.cli)).toBe(0);
    expect(run.out.stdout).toContain('2 of 10 loads failed (20%), above the 10% threshold; aborted');
    expect(workspace.history().at(-1)).toMatchObject({ who: 'pins watch (ops)', action: 'abort' });
  });
});
