import { randomUUID } from 'node:crypto';
import type { Page, StationMessage } from '@portal/shared/contract';
import type { TestApi } from '../../__tests__/test-api';
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

/** The first 100 messages of a kind a user's inbox lists (in the language of `headers`' Accept-Language). */
export async function inbox(
  api: TestApi,
  token: string,
  type = 'STATION_MSG',
  headers: Record<string, string> = {},
): Promise<StationMessage[]> {
  const path = `/api/v1/msg-center/station-msg/list?page=1&page_size=100&type=${type}`;
  return ((await api.call('GET', path, { token, headers })).body.data as Page<StationMessage>).list;
}
