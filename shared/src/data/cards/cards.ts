import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { callApi, type CallOptions } from '../../api-client/client';
import type { CardStatusAction, CardDetails, CardQuery, OpenCardRequest, CallAnswer } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer, revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';
import { moneyCallOptions, type MoneyAuth } from '../money-auth';
import { WALLET_MONEY_CALLS } from '../wallet/balances';
import { CARD_SETTLE_POLL_MS, isSettling } from './card-status';
import { useFollowCardStatus } from './follow-card-status';

/** Everything cached about the cards held: the lists, each card, the counter and what may still be opened. */
export const CARD_HOLDING_CALLS = ['cards', 'card', 'cardAmount', 'openedAvailable'] as const;

/**
 * One page of the card list. The page shown stays while the next loads, and while any card on it
 * is in a transitional status the page is asked again until every card has settled.
 */
export function useCards(query: CardQuery): SWRResponse<CallAnswer<'cards'>> {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'cards'>>(swrKeys.cards.list(session, query), {
    keepPreviousData: true,
    refreshInterval: (page) => (page?.list.some((card) => isSettling(card.status)) ? CARD_SETTLE_POLL_MS : 0),
  });
}

/**
 * One card by id (null: none yet); followed while its status is transitional, and what its status
 * settles (its transactions, the lists, the wallet) is asked again when the status moves.
 */
export function useCard(id: string | null): SWRResponse<CallAnswer<'card'>> {
  const session = useAtomValue(sessionAtom);
  const answer = useSWR<CallAnswer<'card'>>(id === null ? null : swrKeys.cards.details(session, undefined, { id }), {
    refreshInterval: (card) => (card && isSettling(card.status) ? CARD_SETTLE_POLL_MS : 0),
  });
  useFollowCardStatus(id, answer.data?.status);
  return answer;
}

/** How many cards the customer holds (the wallet's counter). */
export function useCardAmount() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'cardAmount'>>(swrKeys.balance.cardAmount(session));
}

/** The products the customer may open and how many cards are still available. */
export function useOpenedAvailable() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'openedAvailable'>>(swrKeys.cards.openedAvailable(session));
}

/**
 * Freezes or unfreezes a card. The answer (the card in its new, usually transitional, status) is
 * shown at once on the card's page; the lists are asked again, and follow the card until it settles.
 * Nothing keeps it, so a network failure says 操作未完成.
 */
export function updateCardStatus(
  { mutate, session, store }: DataContext,
  id: string,
  action: CardStatusAction,
): Promise<CardDetails> {
  return sendCardStatus({ mutate, session, store }, id, action, { networkFailure: 'not-done' });
}

/** updateCardStatus with the call's options: a kept freeze sends its key and says itself what became of it. */
export async function sendCardStatus(
  { mutate, session }: DataContext,
  id: string,
  action: CardStatusAction,
  options: Pick<CallOptions, 'idempotencyKey' | 'networkFailure' | 'silent'>,
): Promise<CardDetails> {
  const card = await callApi('updateCardStatus', { action }, { ...options, params: { id } });
  const key = swrKeys.cards.details(session(), undefined, { id });
  await Promise.all([cacheAnswer(mutate, key, card), revalidateCalls(mutate, ['cards'])]);
  return card;
}

/**
 * Deletes a card: the issuer moves it through 删除中, and its balance returns to the wallet when it
 * settles. The answer shows on the card at once; the lists, counters and the wallet follow.
 */
export async function deleteCard({ mutate, session }: DataContext, id: string): Promise<CardDetails> {
  const card = await callApi('deleteCard', undefined, { params: { id } });
  await Promise.all([
    cacheAnswer(mutate, swrKeys.cards.details(session(), undefined, { id }), card),
    revalidateCalls(mutate, ['cards', 'cardAmount', 'openedAvailable', 'cardTransactions', ...WALLET_MONEY_CALLS]),
  ]);
  return card;
}

/**
 * Opens one card (moves money: the transaction password first, then sent once per key); the card
 * lists, counters and the wallet follow.
 */
export async function openCard({ mutate }: DataContext, body: OpenCardRequest, auth: MoneyAuth): Promise<CardDetails> {
  const card = await callApi('openCard', body, await moneyCallOptions(auth));
  await revalidateCalls(mutate, [...CARD_HOLDING_CALLS, ...WALLET_MONEY_CALLS]);
  return card;
}
