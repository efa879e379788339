import { randomUUID } from 'node:crypto';
import type { Queries } from './queries';
import { changed } from './queries';

export const RESET_GRANT_MS = 10 * 60 * 1000;

export async function grantReset(db: Queries, userId: string, ip: string, now = Date.now()): Promise<void> {
  await db
    .insertInto('password_reset_grants')
    .values({ id: randomUUID(), user_id: userId, ip, expires_at: now + RESET_GRANT_MS })
    .execute();
}

export async function takeResetGrant(db: Queries, userId: string, ip: string, now = Date.now()): Promise<boolean> {
  const taken = await db
    .updateTable('password_reset_grants')
    .set({ used_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('password_reset_grants')
        .select('id')
        .where('user_id', '=', userId)
        .where('ip', '=', ip)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('expires_at', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return changed(taken) === 1;
}
