import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { sqliteDatabase } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import { UntilNextWrite } from '../db/until-next-write';
import { CardListCache } from '../wallet/cards/card-list-cache';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-caches-'));
let db: Db;
beforeAll(() => {
  db = openDatabase(path.join(dir, 'portal.db'));
  db.prepare("INSERT INTO users (id, phone, password_hash, created_at) VALUES ('u1', '13900000001', 'x', 1)").run();
  db.prepare("INSERT INTO users (id, phone, password_hash, created_at) VALUES ('u2', '13900000002', 'x', 1)").run();
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const insertCard = (id: string, userId: string) =>
  db
    .prepare(
      `INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, created_at, updated_at)
       VALUES (?, ?, 'usd-standard', 'USD', '1234', '12/30', 0, 'CARD_STATUS_NORMAL', 1, 1)`,
    )
    .run(id, userId);

describe('rows kept until the next write', () => {
  it('reads once while nothing is written, and again after any write', () => {
    const rows = new UntilNextWrite<{ phone: string }>(db);
    const read = jest.fn(() => db.prepare("SELECT phone FROM users WHERE id = 'u1'").get() as { phone: string });
    expect(rows.get('u1', read)).toEqual({ phone: '13900000001' });
    expect(rows.get('u1', read)).toEqual({ phone: '13900000001' });
    expect(read).toHaveBeenCalledTimes(1);

    db.prepare("UPDATE users SET phone = '13900000009' WHERE id = 'u1'").run();
    expect(rows.get('u1', read)).toEqual({ phone: '13900000009' });
    expect(read).toHaveBeenCalledTimes(2);
    // A write to another table counts as well.
    insertCard('c-any', 'u2');
    rows.get('u1', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no row read inside a transaction, whose changes a rollback may undo', () => {
    const rows = new UntilNextWrite<{ phone: string }>(db);
    const read = () => db.prepare("SELECT phone FROM users WHERE id = 'u2'").get() as { phone: string };
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE users SET phone = '13900000077' WHERE id = 'u2'").run();
        expect(rows.get('u2', read)).toEqual({ phone: '13900000077' });
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(rows.get('u2', read)).toEqual({ phone: '13900000002' });
  });

  it('keeps a row read by an awaited query only if no write overtook it', async () => {
    const rows = new UntilNextWrite<{ phone: string }>(db);
    const phone = async () => db.prepare("SELECT phone FROM users WHERE id = 'u1'").get() as { phone: string };
    const read = await rows.read('u1', async () => {
      const row = await phone();
      // Another request's write lands while this read is on its way.
      db.prepare("UPDATE users SET phone = '13900000055' WHERE id = 'u1'").run();
      return row;
    });
    expect(read?.phone).not.toBe('13900000055');
    expect(rows.kept('u1')).toBeUndefined();
    expect(await rows.read('u1', phone)).toEqual({ phone: '13900000055' });
    expect(rows.kept('u1')).toEqual({ phone: '13900000055' });
  });

  it('keeps no absent row, so a row written later is found', () => {
    const rows = new UntilNextWrite<string>(db);
    expect(rows.get('missing', () => undefined)).toBeUndefined();
    expect(rows.get('missing', () => 'found')).toBe('found');
  });
});

describe('the card list cache', () => {
  const query = { page: 1, page_size: 10 };
  const answers = () => {
    const read: jest.Mock<Promise<string>, []> = jest.fn(async () => `answer ${read.mock.calls.length}`);
    return read;
  };

  it('answers a page from memory until one of the user’s cards changes', async () => {
    const cache = new CardListCache(sqliteDatabase(db));
    const read = answers();
    expect(await cache.body('u1', query, read)).toBe('answer 1');
    expect(await cache.body('u1', query, read)).toBe('answer 1');
    expect(await cache.body('u1', { ...query, page: 2 }, read)).toBe('answer 2');

    // Another user's card leaves u1's pages alone; u1's own card drops them.
    insertCard('c-other', 'u2');
    expect(await cache.body('u1', query, read)).toBe('answer 1');
    insertCard('c-mine', 'u1');
    expect(await cache.body('u1', query, read)).toBe('answer 3');
    db.prepare("UPDATE cards SET balance = 100 WHERE id = 'c-mine'").run();
    expect(await cache.body('u1', query, read)).toBe('answer 4');
    db.prepare("DELETE FROM cards WHERE id = 'c-mine'").run();
    expect(await cache.body('u1', query, read)).toBe('answer 5');
  });

  it('answers what a transaction left: a card changed and rolled back keeps the pages, a committed one drops them', async () => {
    const database = sqliteDatabase(db);
    const cache = new CardListCache(database);
    const read = answers();
    expect(await cache.body('u2', query, read)).toBe('answer 1');
    await expect(
      inTransaction(database, async () => {
        insertCard('c-rolled-back', 'u2');
        // Read inside the transaction: what it sees now, kept for no one.
        expect(await cache.body('u2', query, read)).toBe('answer 2');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.body('u2', query, read)).toBe('answer 1');
    await inTransaction(database, async () => insertCard('c-committed', 'u2'));
    expect(await cache.body('u2', query, read)).toBe('answer 3');
    expect(await cache.body('u2', query, read)).toBe('answer 3');
  });

  it('forgets the least recently used user beyond its bound', async () => {
    const cache = new CardListCache(sqliteDatabase(db), 1);
    const read = jest.fn(async () => 'answer');
    await cache.body('u1', query, read);
    await cache.body('u2', query, read);
    await cache.body('u1', query, read);
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('the message counters', () => {
  it('agree with counting the rows after inserts, reads and deletes', () => {
    const insert = db.prepare(
      "INSERT INTO messages (id, user_id, type, title, content, created_at) VALUES (?, ?, ?, 't', 'c', 1)",
    );
    const seq = (id: string) => (db.prepare('SELECT seq FROM messages WHERE id = ?').get(id) as { seq: number }).seq;
    insert.run('a1', null, 'ANNOUNCEMENT');
    insert.run('a2', null, 'ANNOUNCEMENT');
    insert.run('m1', 'u1', 'STATION_MSG');
    insert.run('m2', 'u2', 'STATION_MSG');
    const read = db.prepare('INSERT INTO message_reads (user_id, message_seq, read_at) VALUES (?, ?, 1)');
    read.run('u1', seq('a1'));
    read.run('u1', seq('m1'));
    read.run('u2', seq('a2'));
    db.prepare("DELETE FROM messages WHERE id = 'a1'").run();

    const counted = (user: string) =>
      db
        .prepare(
          `SELECT (SELECT count(*) FROM messages WHERE user_id = ? OR user_id IS NULL)
                - (SELECT count(*) FROM message_reads WHERE user_id = ?) AS n`,
        )
        .get(user, user) as { n: number };
    const kept = (user: string) =>
      db
        .prepare(
          `SELECT coalesce((SELECT visible - read FROM message_counters WHERE owner = ?), 0)
                + coalesce((SELECT visible FROM message_counters WHERE owner = '*'), 0) AS n`,
        )
        .get(user) as { n: number };
    expect(kept('u1')).toEqual(counted('u1'));
    expect(kept('u2')).toEqual(counted('u2'));
    expect(kept('u1')).toEqual({ n: 1 });
    expect(kept('u2')).toEqual({ n: 1 });
  });
});
