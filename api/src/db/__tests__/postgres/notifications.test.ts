import { sql } from 'kysely';
import { watcher } from '../../../__tests__/watcher';
import type { Listening } from '../../notifications';
import { inTransaction } from '../../transaction';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../postgres-test-database';

const SERVER = process.env.API_TEST_POSTGRES_URL as string;
const CHANNEL = 'test_channel';

let postgres: TestPostgresDatabase;
let listening: Listening | null = null;

beforeAll(async () => {
  postgres = await createTestPostgresDatabase(SERVER);
});
afterEach(async () => {
  await listening?.stop();
  listening = null;
});
afterAll(() => postgres.drop());

/** A listener whose payloads and gaps are kept, with a promise for the next of each. */
async function listen() {
  const heard: string[] = [];
  let gaps = 0;
  const watch = watcher();
  const listen = postgres.database.listen;
  if (listen === null) throw new Error('a PostgreSQL database listens');
  listening = await listen(CHANNEL, {
    onPayload: (payload) => {
      heard.push(payload);
      watch.changed();
    },
    onGap: () => {
      gaps += 1;
      watch.changed();
    },
  });
  return { heard, gaps: () => gaps, until: watch.until };
}

/** The server processes of this database whose last statement was the LISTEN. */
async function listeningBackends(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND query = ${`LISTEN "${CHANNEL}"`}`.execute(postgres.database.kysely);
  return rows.map((row) => row.pid);
}

const notify = (payload: string) => sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(postgres.database.kysely);

describe('listening to PostgreSQL notifications', () => {
  it('hears a notification sent in a transaction once it commits, and none of a rolled-back one', async () => {
    const listener = await listen();
    await expect(
      inTransaction(postgres.database, async (trx) => {
        await sql`SELECT pg_notify(${CHANNEL}, 'rolled back')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await inTransaction(postgres.database, async (trx) => {
      await sql`SELECT pg_notify(${CHANNEL}, 'first')`.execute(trx);
      await sql`SELECT pg_notify(${CHANNEL}, 'second')`.execute(trx);
    });
    await notify('third');
    await listener.until(() => listener.heard.length >= 3);
    expect(listener.heard).toEqual(['first', 'second', 'third']);
  });

  it('says it may have missed some when the server ends its connection, and hears again after', async () => {
    const listener = await listen();
    await notify('before');
    await listener.until(() => listener.heard.includes('before'));
    const [first] = await listeningBackends();

    const { rows } = await sql<{ ended: boolean }>`SELECT pg_terminate_backend(${first}) AS ended`.execute(
      postgres.database.kysely,
    );
    expect(rows).toEqual([{ ended: true }]);
    await listener.until(() => listener.gaps() === 1);

    // Listening again on a connection of its own: what is sent from then on is heard.
    let backends = await listeningBackends();
    while (backends.length === 0 || backends[0] === first) backends = await listeningBackends();
    await notify('after');
    await listener.until(() => listener.heard.includes('after'));
    expect(listener.heard).toEqual(['before', 'after']);
    expect(listener.gaps()).toBe(1);
  });
});
