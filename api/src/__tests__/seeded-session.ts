import { newSession } from '../auth/sessions';
import type { Db } from '../db/database';

/**
 * A signed-in token for `userId`, its session written straight into a SQLite connection: for the
 * tests and benchmarks that seed users of the modules still on better-sqlite3 synchronously (the API
 * itself writes sessions through `createSession`, on the query layer).
 */
export function seededSession(db: Db, userId: string, deviceId: string | null = null, now = Date.now()): string {
  const { token, row } = newSession(userId, deviceId, now);
  db.prepare(
    `INSERT INTO sessions (token_hash, public_id, user_id, device_id, created_at, last_seen_at)
     VALUES (@token_hash, @public_id, @user_id, @device_id, @created_at, @last_seen_at)`,
  ).run(row);
  return token;
}
