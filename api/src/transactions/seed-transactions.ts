import { randomUUID } from 'node:crypto';
import type { CardTransactionStatus, CardTransactionType } from '@portal/shared/contract';
import type { Database } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import type { Queries } from '../wallet/db';
import { seedCardsIn } from '../wallet/sandbox/seed-cards';

/** The most transactions one sandbox call seeds. */
export const MAX_SEEDED_TRANSACTIONS = 100_000;

const MERCHANTS = [
  'Amazon',
  'Apple Store',
  'Google Cloud',
  'Netflix',
  'Spotify',
  '淘宝',
  '京东',
  '美团',
  'Uber',
  'Steam',
];

/** Transactions written by one INSERT (well under either database's limit of values a statement takes). */
const ROWS_PER_INSERT = 500;

/** Mostly settled purchases; every 10th a refund, every 25th still pending, every 40th failed. */
function kindOf(i: number): { type: CardTransactionType; status: CardTransactionStatus } {
  if (i % 40 === 39) return { type: 'CONSUME', status: 'CARD_TRANSACTION_STATUS_FAIL' };
  if (i % 25 === 24) return { type: 'CONSUME', status: 'CARD_TRANSACTION_STATUS_PENDING' };
  return { type: i % 10 === 9 ? 'REFUND' : 'CONSUME', status: 'CARD_TRANSACTION_STATUS_CLOSED' };
}

/**
 * Gives a customer `count` card transactions at once (purchases and refunds at the merchants above,
 * one a minute back from now, over the customer's cards; five cards are seeded first when there are
 * none), in one transaction: for demos and for measuring the transactions page at scale. It moves no
 * money (the card balances are the issuer's), so it exists in sandbox mode only.
 */
export function seedTransactions(database: Database, userId: string, count: number, now = Date.now()): Promise<number> {
  const cardsOf = (trx: Queries) =>
    trx
      .selectFrom('cards')
      .select(['id', 'currency'])
      .where('user_id', '=', userId)
      .where('status', '<>', 'CARD_STATUS_DELETE')
      .limit(20)
      .execute();
  return inTransaction(database, async (trx) => {
    let cards = await cardsOf(trx);
    if (cards.length === 0) {
      await seedCardsIn(trx, userId, 5, now);
      cards = await cardsOf(trx);
    }
    for (let first = 0; first < count; first += ROWS_PER_INSERT) {
      const rows = [];
      for (let i = first; i < Math.min(count, first + ROWS_PER_INSERT); i += 1) {
        const card = cards[i % cards.length]!;
        const { type, status } = kindOf(i);
        const at = now - (count - i) * 60_000;
        rows.push({
          id: randomUUID(),
          card_id: card.id,
          user_id: userId,
          type,
          status,
          currency: card.currency,
          amount: 100 + ((i * 7919) % 99_900),
          fee: 0,
          merchant_name: MERCHANTS[i % MERCHANTS.length]!,
          reason: status === 'CARD_TRANSACTION_STATUS_FAIL' ? '余额不足' : null,
          created_at: at,
          updated_at: at,
        });
      }
      await trx.insertInto('card_transactions').values(rows).execute();
    }
    return count;
  });
}
