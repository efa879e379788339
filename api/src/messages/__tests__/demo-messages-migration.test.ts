import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { migrate } from '../../db/database';
import { messageCenterFor, seedDemoMessages } from '..';
import { addUser, inbox } from './helpers';

// SQLite only: migration 0073 is SQLite's alone, and a PostgreSQL database starts from the baseline after it.
let api: TestApi;

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const CHINESE_CHARACTER = /[\u4e00-\u9fa5]/;

const inboxOf = (token: string, headers: Record<string, string> = {}) => inbox(api, token, 'STATION_MSG', headers);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('gives the demo messages seeded before as text their English too (migration 0073)', async () => {
  const demo = await addUser(api.database);
  await seedDemoMessages(messageCenterFor(api.database), demo.id);
  // The database as the earlier seeding left it: the Chinese text alone, no template.
  api.db.exec(`UPDATE messages SET template = NULL, template_values = NULL WHERE template LIKE 'demo%';
    DELETE FROM schema_migrations WHERE name = '0073_demo_message_templates.sql';`);
  expect((await inboxOf(demo.token, ENGLISH)).map((message) => message.title)).toContain('开卡成功');
  expect(migrate(api.db)).toEqual(['0073_demo_message_templates.sql']);
  const own = await inboxOf(demo.token, ENGLISH);
  for (const { title, content } of own) expect(title + content).not.toMatch(CHINESE_CHARACTER);
  expect((await inboxOf(demo.token)).map((message) => message.title)).toContain('开卡成功');
});
