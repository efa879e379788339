import type { BatchCardStatusAnswer, BatchCardStatusResult, CardStatusAction } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import type { CardIssuer } from '../issuer/card-issuer';
import { requestCardAction } from './card-status';
import { cardView, findCard } from './card-store';

/**
 * Freezes or unfreezes each of the user's cards named, each in its own transaction exactly as the
 * single change does (owner check included), so one card's refusal neither stops nor undoes the
 * others. A card named twice is changed once; results keep the order asked.
 */
export async function requestBatchCardStatus(
  database: Database,
  issuer: CardIssuer,
  userId: string,
  cardIds: readonly string[],
  action: CardStatusAction,
  now = Date.now(),
): Promise<BatchCardStatusAnswer> {
  const results: BatchCardStatusResult[] = [];
  for (const cardId of new Set(cardIds)) {
    try {
      const card = await inTransaction(database, (trx) =>
        requestCardAction(database, trx, issuer, userId, cardId, action, now),
      );
      results.push({ card_id: cardId, ok: true, card: cardView(card), code: null, message: null });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const card = await findCard(database.kysely, cardId);
      const own = card?.user_id === userId ? cardView(card) : null;
      results.push({ card_id: cardId, ok: false, card: own, code: error.code, message: error.message });
    }
  }
  const successCount = results.filter((result) => result.ok).length;
  return { results, success_count: successCount, fail_count: results.length - successCount };
}
