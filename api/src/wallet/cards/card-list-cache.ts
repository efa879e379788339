import type { CardQuery } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import type { CompiledQuery } from 'kysely';
import { compiledOnce, type Database } from '../../db/query-layer';
import { UntilNextWrite } from '../../db/until-next-write';

interface UserPages<Body> {
  version: number;
  bodies: Map<string, Body>;
}

/** A user's card-list version: built and compiled once, the user's id its one value. */
const VERSION = compiledOnce((kysely) =>
  kysely.selectFrom('card_list_versions').select('version').where('user_id', '=', ''),
);

/**
 * Recently sent answers of the card list, as JSON (the route keeps its bytes, which are sent as they are): the list is the portal's busiest read and a
 * user re-reads the same page far more often than their cards change. An answer is served from memory only while the user's card-list
 * version (raised by a trigger on every change to one of their cards, migration 0041) is the one it
 * was read at, so a card opened, frozen, recharged or deleted by any call shows at once.
 *
 * On SQLite the version itself is read again only after a write to the database (the API is its
 * only writer, and any write may be a card's). An answer read inside a transaction, or while a
 * write happened, is not kept: a rollback undoes the changes it shows, and the version with them,
 * so a later change could raise the version to the one it was read at.
 *
 * On PostgreSQL other processes write too (api/README.md "Databases"): the version is read at every
 * call (one prepared statement instead of the page's), before the answer, so a kept answer is at
 * least as new as the version it is kept under; a change committed meanwhile, in any process, raised
 * the version in its own transaction, and the next call reads the answer again.
 */
export class CardListCache<Body = string> {
  private readonly users = new Map<string, UserPages<Body>>();
  /** The user read last, the newest in `users` (re-inserting it would change nothing). */
  private lastUserId: string | null = null;
  private readonly db: Db | null;
  /** SQLite: each user's card-list version as last read, until the next write (null on PostgreSQL). */
  private readonly versions: UntilNextWrite<number> | null;

  constructor(
    private readonly database: Database,
    private readonly maxUsers = 2000,
    private readonly maxBodiesPerUser = 8,
  ) {
    this.db = database.sqlite;
    this.versions = this.db === null ? null : new UntilNextWrite(this.db, maxUsers);
  }

  /** The user's card-list version: on SQLite as kept until the next write, on PostgreSQL as it is now. */
  private async currentVersion(userId: string): Promise<number> {
    if (this.versions === null) return this.versionOf(userId);
    return this.versions.kept(userId) ?? (await this.versions.read(userId, () => this.versionOf(userId))) ?? 0;
  }

  private async versionOf(userId: string): Promise<number> {
    const query = { ...VERSION(this.database), parameters: [userId] } as CompiledQuery<{ version: number }>;
    const { rows } = await this.database.kysely.executeQuery(query);
    return rows[0]?.version ?? 0;
  }

  /** The answer to `query` for this user: from memory while their cards are unchanged, else `read()`. */
  async body(userId: string, query: CardQuery, read: () => Promise<Body>): Promise<Body> {
    if (this.db?.inTransaction) return read();
    const version = await this.currentVersion(userId);
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
    const fresh = await read();
    // SQLite: kept only if nothing was written while it was read (the version is still the one kept).
    if (this.versions === null || this.versions.kept(userId) === version) {
      entry.bodies.set(key, fresh);
      if (entry.bodies.size > this.maxBodiesPerUser) entry.bodies.delete(entry.bodies.keys().next().value as string);
    }
    return fresh;
  }
}
