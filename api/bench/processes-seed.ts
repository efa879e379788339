/**
 * What the processes benchmark needs in the database before its API processes start, written
 * through the query layer (so the same on SQLite and PostgreSQL): the streams' users, a customer
 * with cards for the card list, and a customer whose funded wallet and card the money race uses.
 */
import { randomUUID } from 'node:crypto';
import { newSession } from '../src/auth/sessions';
import type { Database } from '../src/db/query-layer';
import { adminTopUp } from '../src/wallet/ledger/top-up';
import { seedCards } from '../src/wallet/sandbox/seed-cards';
import { settledCard } from '../src/wallet/__tests__/books';
import { issueTicket } from '../src/wallet/tickets/operation-tickets';

export interface SeedPlan {
  /** Users each holding one session, each signed in from an address of their own. */
  streamUsers: number;
  /** Cards of the card list's customer. */
  cards: number;
  /** What the race customer's wallet is credited (minor units, USD) before its card is opened. */
  raceTopUpUnits: number;
  /** What the race customer's card is opened with (minor units). */
  raceCardUnits: number;
  /**
   * Operation tickets of the race customer, one per recharge, as its transaction-password checks
   * would answer them (without their password hashing, which the race is not about): they last
   * 5 minutes, so the race runs first.
   */
  raceTickets: number;
}

export interface Customer {
  userId: string;
  token: string;
}

export interface Seeded {
  streamUsers: { token: string; address: string }[];
  cardList: Customer;
  race: Customer & { cardId: string; tickets: string[] };
}

/** Rows written by one INSERT (well under either database's limit of values a statement takes). */
const ROWS_PER_INSERT = 500;

/** A client address of its own for the `n`th user (10.0.0.0/8). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const phoneOf = (n: number) => `137${String(n).padStart(8, '0')}`;

async function insertUsers(database: Database, first: number, count: number): Promise<Customer[]> {
  const now = Date.now();
  const customers: Customer[] = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const users = [];
    const sessions = [];
    for (let n = first + start; n < first + Math.min(count, start + ROWS_PER_INSERT); n += 1) {
      const id = randomUUID();
      users.push({ id, phone: phoneOf(n), password_hash: 'x', created_at: now });
      const { token, row } = newSession(id, null, now);
      sessions.push(row);
      customers.push({ userId: id, token });
    }
    await database.kysely.insertInto('users').values(users).execute();
    await database.kysely.insertInto('sessions').values(sessions).execute();
  }
  return customers;
}

export async function seedProcessesBench(database: Database, plan: SeedPlan): Promise<Seeded> {
  const streamUsers = (await insertUsers(database, 0, plan.streamUsers)).map(({ token }, n) => ({
    token,
    address: addressOf(n),
  }));
  const [cardList] = await insertUsers(database, plan.streamUsers, 1);
  await seedCards(database, cardList!.userId, plan.cards);
  const [race] = await insertUsers(database, plan.streamUsers + 1, 1);
  await adminTopUp(database, race!.userId, 'USD', plan.raceTopUpUnits, 'bench');
  const cardId = await settledCard(database, race!.userId, plan.raceCardUnits);
  const tickets: string[] = [];
  for (let n = 0; n < plan.raceTickets; n += 1) tickets.push((await issueTicket(database.kysely, race!.userId)).ticket);
  return { streamUsers, cardList: cardList!, race: { ...race!, cardId, tickets } };
}
