import { startTestApi, type TestApi } from './test-api';

describe('GET /api/health', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('answers the success envelope with the version and mode over HTTP', async () => {
    const { status, body, headers } = await api.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ code: 0, message: 'ok', data: { status: 'ok', version: '0.1.0', mode: 'sandbox' } });
  });
});
