import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../config';
import { MIGRATIONS_DIR, SQLITE_MIGRATION_FILE, openDatabase, type Db } from '../database';
import { sqliteDatabase, type Database } from '../query-layer';
import { inTransaction, TransactionYieldedError } from '../transaction';
import { UntilNextWrite } from '../until-next-write';

let dir: string;
let db: Db;
let database: Database;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-layer-'));
  db = openDatabase(path.join(dir, 'portal.db'));
  database = sqliteDatabase(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const agreement = (id: string) => ({ id, title: id, text: '<p>t</p>', position: 9, created_at: 0 });
const titleOf = (id: string) =>
  (db.prepare('SELECT title FROM agreements WHERE id = ?').pluck().get(id) as string | undefined) ?? null;

describe('the query layer on SQLite', () => {
  it('shares the connection of the modules on better-sqlite3: each sees the other’s writes at once', async () => {
    const cached = new UntilNextWrite<string | null>(db);
    expect(cached.get('a', () => titleOf('shared'))).toBeNull();
    await database.kysely.insertInto('agreements').values(agreement('shared')).execute();
    expect(titleOf('shared')).toBe('shared');
    // A write through kysely is a write of the connection: the read caches drop what they kept.
    expect(cached.get('a', () => titleOf('shared'))).toBe('shared');
  });

  it('runs a transaction whose body awaits only its queries before any other request’s code', async () => {
    const order: string[] = [];
    // Another request's synchronous statement, due as soon as the event loop turns.
    setImmediate(() => {
      order.push(db.inTransaction ? 'other request inside the transaction' : 'other request after it');
      db.prepare("UPDATE agreements SET title = 'other' WHERE id = 'shared'").run();
    });
    await inTransaction(database, async (trx) => {
      for (let n = 0; n < 20; n++) {
        await trx
          .insertInto('agreements')
          .values(agreement(`row-${n}`))
          .execute();
        await trx.selectFrom('agreements').select('id').where('id', '=', `row-${n}`).executeTakeFirstOrThrow();
      }
      order.push('committing');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['committing', 'other request after it']);
    expect(titleOf('row-19')).toBe('row-19');
  });

  it('refuses and rolls back a body that awaits anything else, which would let other requests inside', async () => {
    let otherSawTransaction: boolean | undefined;
    setImmediate(() => {
      otherSawTransaction = db.inTransaction;
    });
    const waiting = inTransaction(database, async (trx) => {
      await trx.insertInto('agreements').values(agreement('yielded')).execute();
      // Queued after the other request's immediate: it runs first, inside the open transaction.
      await new Promise((resolve) => setImmediate(resolve));
    });
    await expect(waiting).rejects.toBeInstanceOf(TransactionYieldedError);
    expect(otherSawTransaction).toBe(true);
    expect(titleOf('yielded')).toBeNull();
    expect(db.inTransaction).toBe(false);
  });

  it('refuses a body whose timer is already due when the loop turns, for a transaction opened inside the check phase', async () => {
    const { waiting } = await new Promise<{ waiting: Promise<void> }>((opened) => {
      setImmediate(() => {
        opened({
          waiting: inTransaction(database, async (trx) => {
            await trx.insertInto('agreements').values(agreement('due-timer')).execute();
            const timer = new Promise((resolve) => setTimeout(resolve, 1));
            const setAt = performance.now();
            while (performance.now() - setAt < 2) {
              // The timer is due before the event loop turns: it comes first in the timers phase.
            }
            await timer;
          }),
        });
      });
    });
    await expect(waiting).rejects.toBeInstanceOf(TransactionYieldedError);
    expect(titleOf('due-timer')).toBeNull();
  });

  it('rolls back a body that throws', async () => {
    await expect(
      inTransaction(database, async (trx) => {
        await trx.insertInto('agreements').values(agreement('thrown')).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(titleOf('thrown')).toBeNull();
  });
});

describe('migrations', () => {
  it('keeps the SQL files for SQLite alone at 0073: later changes are shared migrations', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => SQLITE_MIGRATION_FILE.test(name));
    expect(files.sort().at(-1)).toBe('0073_demo_message_templates.sql');
  });
});

describe('DATABASE_URL', () => {
  it('reads DATABASE_URL as a PostgreSQL URL, and nothing else', () => {
    expect(readConfig({}).databaseUrl).toBeNull();
    expect(readConfig({ DATABASE_URL: 'postgres://portal@db:5432/portal' }).databaseUrl).toBe(
      'postgres://portal@db:5432/portal',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/portal' })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });
});
