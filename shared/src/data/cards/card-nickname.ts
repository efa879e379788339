import { callApi } from '../../api-client/client';
import type { CardDetails } from '@portal/shared/contract';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer, revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';

/**
 * Names a card, or clears its name with an empty one. The card's page shows the answer at once; the
 * lists (whose search finds cards by name) are asked again. A refusal is shown by the API client.
 */
export async function setCardNickname(
  { mutate, session }: DataContext,
  id: string,
  nickname: string,
): Promise<CardDetails> {
  const card = await callApi('setCardNickname', { nickname }, { params: { id } });
  await Promise.all([
    cacheAnswer(mutate, swrKeys.cards.details(session(), undefined, { id }), card),
    revalidateCalls(mutate, ['cards']),
  ]);
  return card;
}
