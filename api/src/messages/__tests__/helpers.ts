import { randomUUID } from 'node:crypto';
import { seededSession } from '../../__tests__/seeded-session';
import type { Db } from '../../db/database';

let phones = 0;

/** A customer with a fresh session, inserted directly (accounts are another module's business). */
export function addUser(db: Db): { id: string; phone: string; token: string } {
  const id = randomUUID();
  const phone = `1390000${String(++phones).padStart(4, '0')}`;
  db.prepare('INSERT INTO users (id, phone, password_hash, created_at) VALUES (?, ?, ?, ?)').run(
    id,
    phone,
    'x',
    Date.now(),
  );
  return { id, phone, token: seededSession(db, id) };
}
