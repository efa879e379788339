import { readFileSync } from 'node:fs';
import { startTestApi } from '../../__tests__/test-api';
import { OPENAPI_FILE, generateOpenApi } from '../generate';

describe('the OpenAPI document', () => {
  it('is committed and current: run `pnpm --filter @portal/api openapi` after changing a route', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await generateOpenApi());
  });

  it('is OpenAPI 3.1, served in sandbox mode and hidden in production mode', async () => {
    const sandbox = await startTestApi();
    const document = (await (await sandbox.fetch('/api/openapi.json')).json()) as {
      openapi: string;
      paths: object;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/health');
    await sandbox.close();
    const production = await startTestApi({ mode: 'production' });
    expect((await production.fetch('/api/openapi.json')).status).toBe(404);
    await production.close();
  });
});
