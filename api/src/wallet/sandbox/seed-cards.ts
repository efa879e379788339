import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { sql } from '../db';
import { issueCardSecrets, storeCardSecrets } from '../issuer/card-secrets';
import { findProduct } from '../cards/products';

/** Most seeded cards are in use, every fourth frozen: what a busy customer's list looks like. */
const STATUSES = ['CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE'] as const;

/** The most cards one sandbox call seeds. */
export const MAX_SEEDED_CARDS = 10_000;

/**
 * Gives a customer `count` cards at once, USD and CNY in turn, each with its issuer secrets, in one
 * transaction: for demos and for measuring the card pages at scale. It bypasses the live-card limit
 * and moves no money (the balances are the issuer's), so it exists in sandbox mode only.
 */
export function seedCards(db: Db, userId: string, count: number, now = Date.now()): number {
  const products = [findProduct(db, 'usd-standard'), findProduct(db, 'cny-standard')];
  const insert = sql(
    db,
    `INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const product = products[i % products.length]!;
      const secrets = issueCardSecrets(product.bin);
      const id = randomUUID();
      const created = now - (count - i) * 1000;
      insert.run(
        id,
        userId,
        product.id,
        product.currency,
        secrets.pan.slice(-4),
        secrets.expiry,
        (i % 50) * 100,
        STATUSES[i % STATUSES.length],
        created,
        created,
      );
      storeCardSecrets(db, id, secrets);
    }
  })();
  return count;
}
