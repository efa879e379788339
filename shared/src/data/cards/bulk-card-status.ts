import { callApi } from '../../api-client/client';
import { UPDATE_CARD_STATUS, type BatchCardStatusAnswer, type CardStatusAction } from '@portal/shared/contract';
import { revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';
import { removeQueuedFreeze } from './queued-freezes';

/**
 * Freezes or unfreezes several cards in one call; the answer has a result per card (a refusal of one
 * does not stop the others). Like the single change, the lists and the cards' pages are asked again
 * and follow each card until it settles. A freeze this device kept offline for a card now frozen is
 * dropped, so it is not sent (and refused) later. A network failure says 操作未完成: nothing is kept.
 */
export async function updateCardStatuses(
  { mutate, session }: DataContext,
  cardIds: readonly string[],
  action: CardStatusAction,
): Promise<BatchCardStatusAnswer> {
  const answer = await callApi('batchCardStatus', { action, card_ids: [...cardIds] }, { networkFailure: 'not-done' });
  if (action === UPDATE_CARD_STATUS.freeze) {
    for (const result of answer.results) if (result.ok) removeQueuedFreeze(session(), result.card_id);
  }
  await revalidateCalls(mutate, ['cards', 'card']);
  return answer;
}
