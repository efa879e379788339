import { randomUUID } from 'node:crypto';
import type { CardTransactionStatus, CardTransactionType } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { sql } from '../wallet/db';
import { seedCards } from '../wallet/sandbox/seed-cards';

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
export function seedTransactions(db: Db, userId: string, count: number, now = Date.now()): number {
  const cardsOf = () =>
    sql(db, "SELECT id, currency FROM cards WHERE user_id = ? AND status <> 'CARD_STATUS_DELETE' LIMIT 20").all(
      userId,
    ) as { id: string; currency: string }[];
  const insert = sql(
    db,
    `INSERT INTO card_transactions
       (id, card_id, user_id, type, status, currency, amount, fee, merchant_name, reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    let cards = cardsOf();
    if (cards.length === 0) {
      seedCards(db, userId, 5, now);
      cards = cardsOf();
    }
    for (let i = 0; i < count; i += 1) {
      const card = cards[i % cards.length]!;
      const { type, status } = kindOf(i);
      const at = now - (count - i) * 60_000;
      const reason = status === 'CARD_TRANSACTION_STATUS_FAIL' ? '余额不足' : null;
      const amount = 100 + ((i * 7919) % 99_900);
      insert.run(
        randomUUID(),
        card.id,
        userId,
        type,
        status,
        card.currency,
        amount,
        MERCHANTS[i % MERCHANTS.length],
        reason,
        at,
        at,
      );
    }
  })();
  return count;
}
