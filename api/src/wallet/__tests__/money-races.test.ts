import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../db/__tests__/postgres-test-database';
import { openPostgres, type Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import { rechargeCard, withdrawCard } from '../cards/card-money';
import { requestCardAction } from '../cards/card-status';
import { openCard } from '../cards/open-card';
import { findProduct } from '../cards/products';
import { settleIssuerTask } from '../cards/settle';
import { WALLET_ERRORS } from '../errors';
import { idempotent } from '../idempotency';
import { CardIssuer, ISSUER_TASK_COLUMNS, type IssuerTask } from '../issuer/card-issuer';
import { adminTopUp } from '../ledger/top-up';
import { issueTicket, useTicket } from '../tickets/operation-tickets';
import { booksFaults, settledCard } from './books';

declare const __API_TEST_DATABASE__: string | undefined;
const ON_POSTGRES = typeof __API_TEST_DATABASE__ !== 'undefined' && __API_TEST_DATABASE__ === 'postgres';

/** Three API processes on one database: three pools on PostgreSQL, the one connection on SQLite. */
let processes: Database[];
let close: () => Promise<void>;

beforeAll(async () => {
  if (ON_POSTGRES) {
    const created: TestPostgresDatabase = await createTestPostgresDatabase(process.env.API_TEST_POSTGRES_URL as string);
    const others = [await openPostgres(created.url, { poolSize: 4 }), await openPostgres(created.url, { poolSize: 4 })];
    processes = [created.database, ...others];
    close = async () => {
      for (const other of others) await other.close();
      await created.drop();
    };
  } else {
    const api: TestApi = await startTestApi();
    processes = [api.database, api.database, api.database];
    close = () => api.close();
  }
});
afterAll(() => close());

const first = () => processes[0]!;
const silent = { error: () => undefined };

async function newCustomer(dollars: number): Promise<string> {
  const id = randomUUID();
  await first()
    .kysely.insertInto('users')
    .values({
      id,
      phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password_hash: 'x',
      created_at: Date.now(),
    })
    .execute();
  await adminTopUp(first(), id, 'USD', dollars * 100);
  return id;
}

const normalCard = (userId: string, dollars: number) => settledCard(first(), userId, dollars * 100);

/** Each wallet's balance is the sum of its ledger, none is negative, and no money appeared or vanished. */
async function expectBooksBalance(userId: string): Promise<void> {
  expect(await booksFaults(first(), userId)).toEqual([]);
}

/** Runs every call at once, spread over the processes; answers how many were refused, by error code. */
async function allAtOnce(calls: ((database: Database) => Promise<unknown>)[]): Promise<Map<number, number>> {
  const outcomes = await Promise.allSettled(calls.map((call, index) => call(processes[index % processes.length]!)));
  const refused = new Map<number, number>();
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    // Only the API's own refusals: a deadlock, a broken CHECK or a lost update would fail here.
    expect(outcome.reason).toBeInstanceOf(ApiFailure);
    const { code } = outcome.reason as ApiFailure;
    refused.set(code, (refused.get(code) ?? 0) + 1);
  }
  return refused;
}

describe(`money moved at once from three processes (${ON_POSTGRES ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('50 recharges, card openings, withdrawals and top-ups of one wallet never overdraw it and the books balance', async () => {
    const userId = await newCustomer(300);
    const cards = [await normalCard(userId, 20), await normalCard(userId, 20)];
    const product = await findProduct(first().kysely, 'usd-standard');
    const calls = Array.from({ length: 50 }, (_, index) => {
      const cardId = cards[index % cards.length]!;
      return (database: Database) =>
        inTransaction<unknown>(database, (trx) => {
          const issuer = new CardIssuer(database, silent);
          switch (index % 5) {
            case 0:
            case 1:
              return rechargeCard(database, trx, userId, cardId, 30_00);
            case 2:
              return openCard(database, trx, issuer, userId, product, 25_00);
            case 3:
              return withdrawCard(database, trx, userId, cardId, 15_00);
            default:
              return adminTopUp(database, userId, 'USD', 5_00, '', Date.now(), trx);
          }
        });
    });
    const refused = await allAtOnce(calls);
    // The wallet cannot cover them all: some are refused for its balance, never for anything else.
    expect(refused.get(WALLET_ERRORS.insufficientBalance.code) ?? 0).toBeGreaterThan(0);
    for (const code of refused.keys()) {
      expect([WALLET_ERRORS.insufficientBalance.code, WALLET_ERRORS.cardBalanceInsufficient.code]).toContain(code);
    }
    await expectBooksBalance(userId);
  });

  it('one Idempotency-Key sent to three processes at once moves the money once and answers the same', async () => {
    const userId = await newCustomer(100);
    const [cardId] = [await normalCard(userId, 20)];
    const key = randomUUID();
    const replayed: string[] = [];
    const answers = await Promise.all(
      processes.map((database) => {
        const request = {
          headers: { 'idempotency-key': key },
          url: `/api/v1/card/${cardId}/recharge`,
          body: { amount: '10' },
          userId,
        } as unknown as FastifyRequest;
        const reply = { header: (name: string) => replayed.push(name) } as unknown as FastifyReply;
        return idempotent(database, request, reply, 'POST /api/v1/card/{id}/recharge', (trx) =>
          rechargeCard(database, trx, userId, cardId!, 10_00),
        );
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(replayed).toEqual(['idempotency-replayed', 'idempotency-replayed']);
    const recharges = await first()
      .kysely.selectFrom('card_transactions')
      .select('id')
      .where('card_id', '=', cardId!)
      .where('type', '=', 'TRANSFER_IN')
      .execute();
    // The opening load and the one recharge.
    expect(recharges).toHaveLength(2);
    await expectBooksBalance(userId);
  });

  it('a freeze the issuer settles while the customer unfreezes the card ends unfreezing, never deadlocked', async () => {
    const userId = await newCustomer(100);
    const cardIds = [];
    for (let n = 0; n < 3; n += 1) cardIds.push(await normalCard(userId, 20));
    const [issuerSide, customerSide] = [processes[0]!, processes[1]!];
    const issuer = new CardIssuer(customerSide, silent);
    for (const cardId of cardIds) {
      await inTransaction(customerSide, (trx) =>
        requestCardAction(customerSide, trx, issuer, userId, cardId, 'UPDATE_CARD_STATUS_FREEZE'),
      );
    }
    const freezes = (await first()
      .kysely.selectFrom('issuer_tasks')
      .select(ISSUER_TASK_COLUMNS)
      .where('card_id', 'in', cardIds)
      .execute()) as IssuerTask[];
    await Promise.all(
      freezes.flatMap((task) => [
        inTransaction(issuerSide, (trx) => settleIssuerTask(issuerSide, trx, task, true)),
        inTransaction(customerSide, (trx) =>
          requestCardAction(customerSide, trx, issuer, userId, task.card_id, 'UPDATE_CARD_STATUS_UNFREEZE'),
        ),
      ]),
    );
    const cards = await first().kysely.selectFrom('cards').select('status').where('id', 'in', cardIds).execute();
    expect(cards.map((card) => card.status)).toEqual(cardIds.map(() => 'CARD_STATUS_UNFREEZING'));
    const tasks = await first()
      .kysely.selectFrom('issuer_tasks')
      .select('kind')
      .where('card_id', 'in', cardIds)
      .execute();
    expect(tasks.map((task) => task.kind)).toEqual(cardIds.map(() => 'UNFREEZE'));
  });

  it('one ticket used by three processes at once is used once', async () => {
    const userId = await newCustomer(1);
    const { ticket } = await issueTicket(first().kysely, userId);
    const refused = await allAtOnce(
      processes.map(() => (database: Database) => inTransaction(database, (trx) => useTicket(trx, userId, ticket))),
    );
    expect(refused).toEqual(new Map([[WALLET_ERRORS.ticketRequired.code, processes.length - 1]]));
  });
});
