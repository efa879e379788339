import { sql } from 'kysely';
import { openPostgres, type Database } from '../../query-layer';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../postgres-test-database';

const SERVER = process.env.API_TEST_POSTGRES_URL as string;

let postgres: TestPostgresDatabase;
/** One connection, so every statement meets the same server process and its prepared statements. */
let single: Database;

beforeAll(async () => {
  postgres = await createTestPostgresDatabase(SERVER);
  single = await openPostgres(postgres.url, { poolSize: 1 });
});
afterAll(async () => {
  await single.close();
  await postgres.drop();
});

const prepared = async () =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(single.kysely)).rows.map(
    (row) => row.statement,
  );

describe('statements prepared on PostgreSQL', () => {
  it('prepares a read sent often on its connection, which answers as before', async () => {
    const query = (phone: string) =>
      single.kysely.selectFrom('users').select(['id', 'phone']).where('phone', '=', phone);
    const read = (phone: string) => query(phone).execute();
    const { sql: text } = query('x').compile();
    await single.kysely
      .insertInto('users')
      .values({ id: 'u1', phone: '13100000001', password_hash: 'x', created_at: 1 })
      .execute();
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await read('13100000001'));
    expect(answers).toEqual(Array.from({ length: 4 }, () => [{ id: 'u1', phone: '13100000001' }]));
    expect(await read('13100000002')).toEqual([]);
    expect(await prepared()).toContain(text);
  });

  it('sends a statement unnamed once its table changed what it answers, after one failure', async () => {
    await sql`CREATE TABLE prepared_probe (a integer)`.execute(single.kysely);
    await sql`INSERT INTO prepared_probe VALUES (1)`.execute(single.kysely);
    const read = () => sql<Record<string, number>>`SELECT * FROM prepared_probe WHERE a = ${1}`.execute(single.kysely);
    for (let n = 0; n < 3; n += 1) expect((await read()).rows).toEqual([{ a: 1 }]);
    // What a newer version's migration could do while this process runs.
    await sql`ALTER TABLE prepared_probe ADD COLUMN b integer`.execute(single.kysely);
    await expect(read()).rejects.toThrow('cached plan must not change result type');
    expect((await read()).rows).toEqual([{ a: 1, b: null }]);
  });
});
