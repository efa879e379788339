import type { BillingAddress, CardCheckoutDetails } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { sql } from '../db';

/** Keeps the name of the cardholder profile the card is opened with; inside the opening's transaction. */
export function recordHolderName(db: Db, userId: string, cardId: string): void {
  sql(
    db,
    'INSERT INTO card_holder_names (card_id, name) SELECT ?, name FROM cardholder_profiles WHERE user_id = ?',
  ).run(cardId, userId);
}

/**
 * What a checkout form asks for besides the number: the name of the profile the card was opened with,
 * else the account's profile now (null without one), and the billing address the issuer registered for
 * the card's product (null where it registered none). Only for the card's owner, after the reveal's check.
 */
export function readCheckoutDetails(db: Db, userId: string, cardId: string): CardCheckoutDetails {
  const row = sql(
    db,
    `SELECT coalesce(n.name, p.name) AS name, cp.billing_address AS address
       FROM cards c
       JOIN card_products cp ON cp.id = c.product_id
       LEFT JOIN card_holder_names n ON n.card_id = c.id
       LEFT JOIN cardholder_profiles p ON p.user_id = c.user_id
      WHERE c.id = ? AND c.user_id = ?`,
  ).get(cardId, userId) as { name: string | null; address: string | null } | undefined;
  return {
    name: row?.name ?? null,
    billing_address: row?.address ? (JSON.parse(row.address) as BillingAddress) : null,
  };
}
