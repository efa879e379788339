import { randomUUID } from 'node:crypto';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/query-layer';

let phones = 0;

export interface AddedUser {
  id: string;
  phone: string;
  token: string;
}

/** A customer with a fresh session, inserted directly (accounts are another module's business). */
export async function addUser(database: Database): Promise<AddedUser> {
  const id = randomUUID();
  const phone = `1390000${String(++phones).padStart(4, '0')}`;
  await database.kysely.insertInto('users').values({ id, phone, password_hash: 'x', created_at: Date.now() }).execute();
  return { id, phone, token: await createSession(database, id, null) };
}
