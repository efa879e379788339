import type { AddressInfo } from 'node:net';
import { buildServer } from '../server';

describe('GET /api/health', () => {
  const app = buildServer();
  let origin = '';

  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('answers the success envelope with the API version over HTTP', async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: 0, message: 'ok', data: { status: 'ok', version: '0.1.0' } });
  });
});
