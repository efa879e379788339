import { readFileSync, existsSync } from 'node:fs';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser } from './helpers';

// SQLite's own files: the PostgreSQL run has none to read (jest.config.ts SQLITE_ONLY).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PROFILE = {
  name: 'Zhang San',
  phone_prefix: '86',
  phone: '13912345678',
  website: 'https://shop.example.com',
};

it('keeps the ID number sealed: it is nowhere in the database files', async () => {
  const user = await createUser(api.database);
  const saved = await api.call('PUT', '/api/v1/cardholder-profile', {
    token: user.token,
    body: { ...PROFILE, id_number: '11010519491231002X' },
  });
  expect(saved.body.code).toBe(0);
  api.db.pragma('wal_checkpoint(TRUNCATE)');
  const file = api.db.name;
  const bytes = [file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path).toString('latin1'));
  expect(bytes.join('')).not.toContain('11010519491231002X');
});
