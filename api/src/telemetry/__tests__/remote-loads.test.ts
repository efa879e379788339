import { REMOTE_LOAD_REPORT_PATH } from '@portal/shared/contract';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { readConfig } from '../../config';
import { ReportLimit } from '../report-limit';

const ADMIN_TOKEN = 'operator-key-0123456789abcdef0123456789';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ mode: 'production', config: { adminToken: ADMIN_TOKEN } });
});
afterAll(() => api.close());

const report = (body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', REMOTE_LOAD_REPORT_PATH, { body, headers });
const counts = (query = '') => api.call('GET', `/api/admin/remote-loads${query}`, { token: ADMIN_TOKEN });

describe('remote load reports', () => {
  it('counts each outcome per merchant, remote and pin, and operators read the counts', async () => {
    const load = { merchant: 'shop.example.com', remote: 'remote-cards', version: '2.0.0' };
    for (const ok of [true, true, false]) expect((await report({ ...load, ok })).body.code).toBe(0);
    await report({ ...load, version: '1.0.0', ok: true });
    await report({ ...load, merchant: 'other.example.com', ok: false });

    const mine = await counts('?merchant=shop.example.com&remote=remote-cards');
    expect(mine.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...load, ok: 2, failed: 1 }),
        expect.objectContaining({ ...load, version: '1.0.0', ok: 1, failed: 0 }),
      ]),
    );
    expect(mine.body.data).toHaveLength(2);
    expect((await counts()).body.data).toHaveLength(3);
  });

  it('keeps no personal data: only the merchant, the remote, the pin and the counts', async () => {
    await report({ merchant: 'shop.example.com', remote: 'remote-auth', version: '1.0.0', ok: true });
    const row = api.db.prepare('SELECT * FROM remote_loads LIMIT 1').get() as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(['failed', 'last_at', 'merchant', 'ok', 'remote', 'version']);
  });

  it('refuses a malformed report with 1001', async () => {
    const good = { merchant: 'shop.example.com', remote: 'remote-cards', version: '1.0.0', ok: true };
    for (const body of [
      { ...good, merchant: 'Shop Example' },
      { ...good, remote: 'cards' },
      { ...good, version: '' },
      { ...good, ok: 'yes' },
      { ...good, user: 'u1' },
    ]) {
      expect(await report(body)).toMatchObject({ status: 400, body: { code: 1001 } });
    }
  });

  it('keeps the counts to operators', async () => {
    expect((await api.call('GET', '/api/admin/remote-loads')).body.code).toBe(1401);
  });
});

describe('the per-address report limit', () => {
  it('allows a minute’s share per address, then refuses until the next minute', () => {
    const limit = new ReportLimit(3);
    const start = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.allow('10.0.0.1', start))).toEqual([true, true, true, false]);
    expect(limit.allow('10.0.0.2', start)).toBe(true);
    expect(limit.allow('10.0.0.1', start + 60_000)).toBe(true);
  });
});

describe('REPORTS_PER_ADDRESS_PER_MINUTE', () => {
  it('sets the share of one address, 60 when not set', async () => {
    expect(readConfig({}).reportsPerAddressPerMinute).toBe(60);
    const capped = await startTestApi({ config: { reportsPerAddressPerMinute: 2 } });
    try {
      const load = { merchant: 'shop.example.com', remote: 'remote-cards', version: '2.0.0', ok: true };
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await capped.call('POST', REMOTE_LOAD_REPORT_PATH, { body: load })).body.code);
      expect(codes).toEqual([0, 0, 1029]);
      expect(readConfig({ REPORTS_PER_ADDRESS_PER_MINUTE: '500' }).reportsPerAddressPerMinute).toBe(500);
    } finally {
      await capped.close();
    }
  });
});
