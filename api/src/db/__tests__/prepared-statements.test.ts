import { StatementNames } from '../prepared-statements';

const READ = 'select "id" from "cards" where "user_id" = $1';

describe('which statements are prepared on PostgreSQL', () => {
  it('names a read or write from its third sending on, the same name every time', () => {
    const names = new StatementNames();
    expect(names.nameOf(READ)).toBeUndefined();
    expect(names.nameOf(READ)).toBeUndefined();
    const name = names.nameOf(READ);
    expect(name).toMatch(/^portal_\d+$/);
    expect(names.nameOf(READ)).toBe(name);
    const write = 'update "sessions" set "last_seen_at" = $1 where "token_hash" = $2';
    for (let n = 0; n < 3; n += 1) names.nameOf(write);
    expect(names.nameOf(write)).not.toBe(name);
  });

  it('never names utility statements, long texts, or lists of many values (a text per length)', () => {
    const names = new StatementNames();
    const long = `select ${'"a", '.repeat(2000)}"b" from "t"`;
    const list = `select "id" from "t" where "id" in (${Array.from({ length: 17 }, (_, n) => `$${n + 1}`).join(', ')})`;
    for (const text of ['begin', 'commit', 'LOCK TABLE "t"', 'create table "t" ("a" integer)', long, list]) {
      for (let n = 0; n < 5; n += 1) expect(names.nameOf(text)).toBeUndefined();
    }
  });

  it('names at most so many texts, and sends one unnamed again when told to', () => {
    const names = new StatementNames(1, 2);
    expect(names.nameOf('select 1')).toBeDefined();
    expect(names.nameOf('select 2')).toBeDefined();
    expect(names.nameOf('select 3')).toBeUndefined();
    names.unname('select 1');
    expect(names.nameOf('select 1')).toBeUndefined();
    expect(names.prepared).toBe(1);
  });
});
