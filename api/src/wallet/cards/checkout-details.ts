import type { BillingAddress, CardCheckoutDetails } from '@portal/shared/contract';
import type { Queries } from '../db';

/** Keeps the name of the cardholder profile the card is opened with; inside the opening's transaction. */
export async function recordHolderName(q: Queries, userId: string, cardId: string): Promise<void> {
  await q
    .insertInto('card_holder_names')
    .columns(['card_id', 'name'])
    .expression((eb) =>
      eb
        .selectFrom('cardholder_profiles')
        .select((inner) => [inner.val(cardId).as('card_id'), 'name'])
        .where('user_id', '=', userId),
    )
    .execute();
}

/**
 * What a checkout form asks for besides the number: the name of the profile the card was opened with,
 * else the account's profile now (null without one), and the billing address the issuer registered for
 * the card's product (null where it registered none). Only for the card's owner, after the reveal's check.
 */
export async function readCheckoutDetails(q: Queries, userId: string, cardId: string): Promise<CardCheckoutDetails> {
  const row = await q
    .selectFrom('cards as c')
    .innerJoin('card_products as cp', 'cp.id', 'c.product_id')
    .leftJoin('card_holder_names as n', 'n.card_id', 'c.id')
    .leftJoin('cardholder_profiles as p', 'p.user_id', 'c.user_id')
    .select((eb) => [eb.fn.coalesce('n.name', 'p.name').as('name'), 'cp.billing_address as address'])
    .where('c.id', '=', cardId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  return {
    name: row?.name ?? null,
    billing_address: row?.address ? (JSON.parse(row.address) as BillingAddress) : null,
  };
}
