import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { violationOf } from '../csp-reports';

let api: TestApi;
beforeAll(async () => (api = await startTestApi()));
afterAll(() => api.close());

const REPORT = {
  'csp-report': {
    'document-uri': 'http://shop.example.com/reset-password?token=secret-token',
    'blocked-uri': 'https://evil.example/x.js?k=v',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'self'",
  },
};

describe('Content-Security-Policy violation reports', () => {
  it('keeps the page, what was blocked and the rule, without query strings', () => {
    expect(violationOf(REPORT)).toEqual({
      page: 'http://shop.example.com/reset-password',
      blocked: 'https://evil.example/x.js',
      directive: 'script-src-elem',
    });
    expect(violationOf({ 'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'style-src' } })).toEqual({
      page: '',
      blocked: 'inline',
      directive: 'style-src',
    });
    expect(violationOf({ other: 1 })).toBeNull();
  });

  it('takes a report as browsers send it, and a sandbox lists it for its tests', async () => {
    const response = await api.fetch('/api/v1/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(REPORT),
    });
    expect(response.status).toBe(200);
    const kept = await api.call('GET', '/api/sandbox/csp-reports');
    expect(kept.body.data).toEqual([violationOf(REPORT)]);
    expect(JSON.stringify(kept.body.data)).not.toContain('secret-token');
  });
});
