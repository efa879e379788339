import type { Db } from '../../db/database';
import { sql } from '../db';
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
export function storeCardSecrets(db: Db, cardId: string, secrets: CardSecrets): void {
  sql(db, 'INSERT INTO card_secrets (card_id, pan, cvv) VALUES (?, ?, ?)').run(cardId, secrets.pan, secrets.cvv);
}

export function readCardSecrets(db: Db, cardId: string): { pan: string; cvv: string } | undefined {
  return sql(db, 'SELECT pan, cvv FROM card_secrets WHERE card_id = ?').get(cardId) as
    { pan: string; cvv: string } | undefined;
}
