import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_LOAD_REPORT_PATH } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { readConfig } from '../../config';
import { createReportLimit } from '../report-limit';

const ADMIN_TOKEN = 'operator-key-0123456789abcdef0123456789';
const SHOP = 'shop.example.com';
const PINS = {
  'remote-auth': '1.0.0',
  'remote-cards': { stable: '1.0.0', canary: '2.0.0', percent: 20 },
  'remote-messages': '1.0.0',
};

let api: TestApi;
let pinsDir: string;
beforeAll(async () => {
  pinsDir = mkdtempSync(path.join(tmpdir(), 'portal-pins-'));
  writeFileSync(path.join(pinsDir, 'default.json'), JSON.stringify({ ...PINS, 'remote-cards': '1.0.0' }));
  writeFileSync(path.join(pinsDir, `${SHOP}.json`), JSON.stringify(PINS));
  api = await startTestApi({ mode: 'production', config: { adminToken: ADMIN_TOKEN, pinsDir } });
});
afterAll(async () => {
  await api.close();
  rmSync(pinsDir, { recursive: true, force: true });
});

/** A page view of `merchant`'s portal: the report token its branding call hands out. */
async function pageView(merchant = SHOP): Promise<string> {
  const { headers } = await api.call('GET', '/api/v1/merchant', { headers: { 'X-Forwarded-Host': merchant } });
  const cookie = headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^portal_report=[^;]+; Path=\/api\/v1\/telemetry; Max-Age=1800; HttpOnly; SameSite=Strict$/);
  return cookie.split(';')[0]!;
}

const report = async (body: unknown, cookie?: string) =>
  (await api.call('POST', REMOTE_LOAD_REPORT_PATH, { body, headers: cookie ? { Cookie: cookie } : {} })).body;
const counts = async (query = '') =>
  (await api.call('GET', `/api/admin/remote-loads${query}`, { token: ADMIN_TOKEN })).body.data;
const canary = { merchant: SHOP, remote: 'remote-cards', version: '2.0.0' };

describe('remote load reports', () => {
  beforeEach(() => api.database.kysely.deleteFrom('remote_page_views').execute());

  it('counts each page view once per remote and pin, by outcome, and operators read the counts', async () => {
    const outcomes = ['rendered', 'render-failed', 'load-failed', 'rendered'] as const;
    for (const outcome of outcomes) {
      expect(await report({ ...canary, outcome }, await pageView())).toEqual(
        expect.objectContaining({ code: 0, data: { counted: true } }),
      );
    }
    await report({ ...canary, version: '1.0.0', outcome: 'rendered' }, await pageView());

    expect(await counts(`?merchant=${SHOP}&remote=remote-cards`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...canary, views: 4, render_failed: 1, load_failed: 1 }),
        expect.objectContaining({ ...canary, version: '1.0.0', views: 1, render_failed: 0, load_failed: 0 }),
      ]),
    );
  });

  it('lets a page view report a failure after a rendered page of the same pin, and nothing more', async () => {
    const view = await pageView();
    const outcomes = ['rendered', 'rendered', 'render-failed', 'rendered', 'load-failed'] as const;
    const answers = [];
    for (const outcome of outcomes) answers.push((await report({ ...canary, outcome }, view)).data);
    expect(answers.map((answer) => (answer as { counted: boolean }).counted)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(await counts()).toEqual([expect.objectContaining({ views: 1, render_failed: 1, load_failed: 0 })]);
  });

  it('drops forged reports: no token, a made-up or altered one, another merchant’s, or a pin nobody gets', async () => {
    const real = await pageView();
    const [name, value] = real.split('=') as [string, string];
    const [payload, signature] = value.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, v: 'another-view' })).toString('base64url');
    const failed = { ...canary, outcome: 'render-failed' };
    const forgeries: [unknown, string | undefined][] = [
      [failed, undefined],
      [failed, `${name}=made-up.token`],
      [failed, `${name}=${altered}.${signature}`],
      [failed, await pageView('other.example.com')],
      [{ ...failed, version: '9.9.9' }, real],
      [{ ...failed, remote: 'remote-unknown' }, real],
      [{ ...failed, merchant: 'other.example.com' }, real],
    ];
    for (const [body, cookie] of forgeries) expect((await report(body, cookie)).data).toEqual({ counted: false });
    expect(await counts()).toEqual([]);
  });

  it('counts a merchant without a pins file by default.json', async () => {
    const body = { merchant: 'new.example.com', remote: 'remote-cards', version: '1.0.0', outcome: 'rendered' };
    expect((await report(body, await pageView('new.example.com'))).data).toEqual({ counted: true });
    expect((await report({ ...body, version: '2.0.0' }, await pageView('new.example.com'))).data).toEqual({
      counted: false,
    });
  });

  it('reads the counts of a window', async () => {
    await report({ ...canary, outcome: 'rendered' }, await pageView());
    await api.database.kysely
      .updateTable('remote_page_views')
      .set((eb) => ({ at: eb('at', '-', 3_600_000) }))
      .execute();
    await report({ ...canary, outcome: 'render-failed' }, await pageView());
    const since = new Date(Date.now() - 30 * 60_000).toISOString();
    expect(await counts(`?since=${since}`)).toEqual([expect.objectContaining({ views: 1, render_failed: 1 })]);
    expect(await counts()).toEqual([expect.objectContaining({ views: 2, render_failed: 1 })]);
  });

  it('keeps no personal data: only a random page-view id, the merchant, the remote, the pin and the outcome', async () => {
    await report({ ...canary, outcome: 'rendered' }, await pageView());
    const row = await api.database.kysely.selectFrom('remote_page_views').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['at', 'merchant', 'outcome', 'remote', 'version', 'view_id']);
  });

  it('refuses a malformed report with 1001', async () => {
    const good = { ...canary, outcome: 'rendered' };
    for (const body of [
      { ...good, merchant: 'Shop Example' },
      { ...good, remote: 'cards' },
      { ...good, version: '' },
      { ...good, outcome: 'ok' },
      { ...good, user: 'u1' },
    ]) {
      expect(await report(body)).toMatchObject({ code: 1001 });
    }
  });

  it('keeps the counts to operators', async () => {
    expect((await api.call('GET', '/api/admin/remote-loads')).body.code).toBe(1401);
  });
});

describe('the per-address report limits', () => {
  it('allows a window’s share per address, then refuses until the next window', async () => {
    const allow = createReportLimit(api.database, 'csp-reports', 3);
    const start = 1_000_000;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await allow('10.0.0.1', start));
    expect(answers).toEqual([true, true, true, false]);
    expect(await allow('10.0.0.2', start)).toBe(true);
    expect(await allow('10.0.0.1', start + 60_000)).toBe(true);
  });

  it('REPORTS_PER_ADDRESS_PER_MINUTE caps the reports of one address, 60 when not set', async () => {
    expect(readConfig({}).reportsPerAddressPerMinute).toBe(60);
    expect(readConfig({ REPORTS_PER_ADDRESS_PER_MINUTE: '500' }).reportsPerAddressPerMinute).toBe(500);
    const capped = await startTestApi({ config: { reportsPerAddressPerMinute: 2 } });
    // A second API process on the same database: the cap holds for both together.
    const other = await startTestApi({ config: { reportsPerAddressPerMinute: 2 }, sharing: capped });
    try {
      const load = { ...canary, outcome: 'rendered' };
      const codes = [];
      for (const each of [capped, other, other])
        codes.push((await each.call('POST', REMOTE_LOAD_REPORT_PATH, { body: load })).body.code);
      expect(codes).toEqual([0, 0, 1029]);
    } finally {
      await other.close();
      await capped.close();
    }
  });

  it('REPORT_VIEWS_PER_ADDRESS_PER_HOUR caps the page views one address has counted, 30 when not set', async () => {
    expect(readConfig({}).reportViewsPerAddressPerHour).toBe(30);
    const capped = await startTestApi({ config: { reportViewsPerAddressPerHour: 2, pinsDir } });
    const other = await startTestApi({ config: { reportViewsPerAddressPerHour: 2, pinsDir }, sharing: capped });
    try {
      const counted = [];
      // Each view's token from one process, its report to the other: the cap and the secret are shared.
      for (const [from, to] of [
        [capped, other],
        [other, capped],
        [capped, other],
      ] as const) {
        const { headers } = await from.call('GET', '/api/v1/merchant', { headers: { 'X-Forwarded-Host': SHOP } });
        const cookie = (headers.get('set-cookie') ?? '').split(';')[0]!;
        const answer = await to.call('POST', REMOTE_LOAD_REPORT_PATH, {
          body: { ...canary, outcome: 'render-failed' },
          headers: { Cookie: cookie },
        });
        counted.push((answer.body.data as { counted: boolean }).counted);
      }
      expect(counted).toEqual([true, true, false]);
    } finally {
      await other.close();
      await capped.close();
    }
  });
});

describe('REPORT_TOKEN_SECRET', () => {
  it('signs the tokens when given, and must be a long random secret', () => {
    expect(readConfig({ REPORT_TOKEN_SECRET: 'x'.repeat(40) }).reportTokenSecret?.toString()).toBe('x'.repeat(40));
    expect(() => readConfig({ REPORT_TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(readConfig({}).reportTokenSecret).toBeNull();
  });

  it('when not given, is made once and kept in the database: every API process on it accepts the same tokens', async () => {
    const cookie = await pageView();
    const secrets = await api.database.kysely.selectFrom('shared_secrets').select('name').execute();
    expect(secrets).toEqual([{ name: 'report-token' }]);
    const other = await startTestApi({ mode: 'production', config: { pinsDir }, sharing: api });
    try {
      const answer = await other.call('POST', REMOTE_LOAD_REPORT_PATH, {
        body: { ...canary, outcome: 'rendered' },
        headers: { Cookie: cookie },
      });
      expect(answer.body.data).toEqual({ counted: true });
    } finally {
      await other.close();
    }
  });
});
