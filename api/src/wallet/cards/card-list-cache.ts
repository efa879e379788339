import type { CardQuery } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { UntilNextWrite } from '../../db/until-next-write';
import type { Statement } from 'better-sqlite3';

interface UserPages<Body> {
  version: number;
  bodies: Map<string, Body>;
}

/**
 * Recently sent answers of the card list, as JSON (the route keeps its bytes, which are sent as they are): the list is the portal's busiest read and a
 * user re-reads the same page far more often than their cards change. An answer is served from memory only while the user's card-list
 * version (raised by a trigger on every change to one of their cards, migration 0041) is the one it
 * was read at, so a card opened, frozen, recharged or deleted by any call shows at once. The
 * version itself is read again only after a write to the database (the API is its only writer, and
 * any write may be a card's). An answer read inside a transaction is not kept: a rollback undoes the
 * changes it shows, and the version with them, so a later change could raise the version to the one
 * it was read at.
 */
export class CardListCache<Body = string> {
  private readonly users = new Map<string, UserPages<Body>>();
  /** The user read last, the newest in `users` (re-inserting it would change nothing). */
  private lastUserId: string | null = null;
  /** Prepared (and set to answer the bare value) once: each of those is a call into SQLite. */
  private readonly versionOf: Statement;
  /** Each user's card-list version as last read, until the next write. */
  private readonly versions: UntilNextWrite<number>;

  constructor(
    private readonly db: Db,
    private readonly maxUsers = 2000,
    private readonly maxBodiesPerUser = 8,
  ) {
    this.versionOf = db.prepare('SELECT version FROM card_list_versions WHERE user_id = ?').pluck();
    this.versions = new UntilNextWrite(db, maxUsers);
  }

  /** The answer to `query` for this user: from memory while their cards are unchanged, else `read()`. */
  body(userId: string, query: CardQuery, read: () => Body): Body {
    if (this.db.inTransaction) return read();
    const version = this.versions.get(userId, () => (this.versionOf.get(userId) ?? 0) as number);
    const key = `${query.status ?? ''}|${query.keyword ?? ''}|${query.page}|${query.page_size}`;
    let entry = this.users.get(userId);
    if (entry?.version !== version) {
      entry = { version, bodies: new Map() };
      this.users.set(userId, entry);
    }
    if (this.lastUserId !== userId) {
      // Re-inserting keeps the map in least-recently-used order, oldest first.
      this.users.delete(userId);
      this.users.set(userId, entry);
      this.lastUserId = userId;
      if (this.users.size > this.maxUsers) this.users.delete(this.users.keys().next().value as string);
    }

    const cached = entry.bodies.get(key);
    if (cached) return cached;
    const fresh = read();
    entry.bodies.set(key, fresh);
    if (entry.bodies.size > this.maxBodiesPerUser) entry.bodies.delete(entry.bodies.keys().next().value as string);
    return fresh;
  }
}
