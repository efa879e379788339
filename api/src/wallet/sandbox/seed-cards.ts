import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import type { Queries } from '../db';
import { issueCardSecrets } from '../issuer/card-secrets';
import { findProduct } from '../cards/products';

/** Most seeded cards are in use, every fourth frozen: what a busy customer's list looks like. */
const STATUSES = ['CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE'] as const;

/** The most cards one sandbox call seeds. */
export const MAX_SEEDED_CARDS = 10_000;

/** Cards written by one INSERT (well under either database's limit of values a statement takes). */
const ROWS_PER_INSERT = 500;

/**
 * Gives a customer `count` cards at once, USD and CNY in turn, each with its issuer secrets, in the
 * caller's transaction (`trx`): for demos and for measuring the card pages at scale. It bypasses the
 * live-card limit and moves no money (the balances are the issuer's), so it exists in sandbox mode only.
 */
export async function seedCardsIn(trx: Queries, userId: string, count: number, now = Date.now()): Promise<number> {
  const products = [await findProduct(trx, 'usd-standard'), await findProduct(trx, 'cny-standard')];
  for (let first = 0; first < count; first += ROWS_PER_INSERT) {
    const cards = [];
    const secrets = [];
    for (let i = first; i < Math.min(count, first + ROWS_PER_INSERT); i += 1) {
      const product = products[i % products.length]!;
      const issued = issueCardSecrets(product.bin);
      const id = randomUUID();
      const created = now - (count - i) * 1000;
      cards.push({
        id,
        user_id: userId,
        product_id: product.id,
        currency: product.currency,
        last4: issued.pan.slice(-4),
        expiry: issued.expiry,
        balance: (i % 50) * 100,
        status: STATUSES[i % STATUSES.length]!,
        created_at: created,
        updated_at: created,
      });
      secrets.push({ card_id: id, pan: issued.pan, cvv: issued.cvv });
    }
    await trx.insertInto('cards').values(cards).execute();
    await trx.insertInto('card_secrets').values(secrets).execute();
  }
  return count;
}

/** `seedCardsIn`, as one transaction of its own. */
export function seedCards(database: Database, userId: string, count: number, now = Date.now()): Promise<number> {
  return inTransaction(database, (trx) => seedCardsIn(trx, userId, count, now));
}
