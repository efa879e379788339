import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../db/database';

describe('the database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens in WAL mode with foreign keys and every migration applied once', () => {
    const db = openDatabase(path.join(dir, 'portal.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const applied = db.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[];
    expect(applied.map((row) => row.name)).toContain('0001_accounts.sql');
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('keeps its data across a restart', () => {
    const file = path.join(dir, 'restart.db');
    const first = openDatabase(file);
    first
      .prepare("INSERT INTO users (id, phone, password_hash, created_at) VALUES ('u9', '13900139000', 'x', 1)")
      .run();
    first.close();
    const second = openDatabase(file);
    expect(second.prepare('SELECT phone FROM users WHERE id = ?').get('u9')).toEqual({ phone: '13900139000' });
    second.close();
  });

  it('is owned by one process: a second opener is told the folder is in use', () => {
    const file = path.join(dir, 'owned.db');
    const owner = openDatabase(file);
    expect(() => openDatabase(file, { waitMs: 50 })).toThrow(`${file} is in use by another process`);
    owner
      .prepare("INSERT INTO users (id, phone, password_hash, created_at) VALUES ('u1', '13900139001', 'x', 1)")
      .run();
    owner.close();
    const next = openDatabase(file, { waitMs: 50 });
    expect(next.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 1 });
    next.close();
  });
});
