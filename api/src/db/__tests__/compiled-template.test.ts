import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { compiledTemplate } from '../query-layer';
import type { Schema } from '../schema';

// Compiling needs no connection: these dialects are never connected.
const unconnected = (dialect: Dialect) => new Kysely<Schema>({ dialect });
const postgres = unconnected(new PostgresDialect({ pool: {} as never }));
const sqlite = unconnected(new SqliteDialect({ database: {} as never }));

const STAND_INS = { userId: '\u0000user', limit: -1 };

/** A user's cards, built afresh by kysely at each call: what the compiled-once form must equal. */
const usersCardsQuery = (kysely: Kysely<Schema>, userId: string, limit: number) =>
  kysely
    .selectFrom('cards')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '<>', 'CARD_STATUS_DELETE')
    .where('id', 'in', kysely.selectFrom('cards').select('id').where('user_id', '=', userId))
    .limit(limit);

const usersCards = compiledTemplate(STAND_INS, (kysely, { userId, limit }) => usersCardsQuery(kysely, userId, limit));

describe('a query compiled once with its values in their places', () => {
  it('gives each call its values where the stand-ins were, the constants unchanged, per dialect', () => {
    for (const [kysely, dialect] of [
      [postgres, 'postgres'],
      [sqlite, 'sqlite'],
    ] as const) {
      for (const [userId, limit] of [
        ['u1', 10],
        ['u2', 20],
      ] as const) {
        const query = usersCards(kysely, dialect, { userId, limit });
        const expected = usersCardsQuery(kysely, userId, limit).compile();
        expect({ sql: query.sql, parameters: query.parameters }).toEqual({
          sql: expected.sql,
          parameters: expected.parameters,
        });
      }
    }
  });

  it('refuses stand-ins that never reach the parameters', () => {
    const ignoring = compiledTemplate(STAND_INS, (kysely, { userId }) =>
      kysely.selectFrom('cards').select('id').where('user_id', '=', userId),
    );
    expect(() => ignoring(postgres, 'postgres', { userId: 'u1', limit: 1 })).toThrow('limit never reach');
  });
});
