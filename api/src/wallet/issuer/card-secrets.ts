import type { Queries } from '../db';
import { newCardNumber, newCvv, newExpiry } from './card-numbers';

export interface CardSecrets {
  pan: string;
  cvv: string;
  expiry: string;
}

/** The issuer's side of a new card: its full number, CVV and expiry. */
export function issueCardSecrets(bin: string): CardSecrets {
  return { pan: newCardNumber(bin), cvv: newCvv(), expiry: newExpiry() };
}

/** Kept apart from `cards` so no list query can ever select them. */
export async function storeCardSecrets(q: Queries, cardId: string, secrets: CardSecrets): Promise<void> {
  await q.insertInto('card_secrets').values({ card_id: cardId, pan: secrets.pan, cvv: secrets.cvv }).execute();
}

export async function readCardSecrets(q: Queries, cardId: string): Promise<{ pan: string; cvv: string } | undefined> {
  return q.selectFrom('card_secrets').select(['pan', 'cvv']).where('card_id', '=', cardId).executeTakeFirst();
}
