import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { callApi } from '../../api-client/client';
import type {
  CardMoneyRequest,
  CardMovement,
  CardSecrets,
  CardSecretsRequest,
  CardTransactionQuery,
  CallAnswer,
} from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';
import { moneyCallOptions, type MoneyAuth } from '../money-auth';
import { WALLET_MONEY_CALLS } from '../wallet/balances';

/** One page of a card's transactions; the page shown stays while the next loads. */
export function useCardTransactions(
  id: string,
  query: CardTransactionQuery,
): SWRResponse<CallAnswer<'cardTransactions'>> {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'cardTransactions'>>(swrKeys.cards.transactions(session, query, { id }), {
    keepPreviousData: true,
  });
}

/** What moves when money moves between the wallet and a card. */
const CARD_MONEY_CALLS = ['card', 'cards', 'cardTransactions', ...WALLET_MONEY_CALLS] as const;

/** Loads a card from the wallet (the transaction password first, then sent once per key); both follow. */
export async function rechargeCard(
  { mutate }: DataContext,
  id: string,
  body: CardMoneyRequest,
  auth: MoneyAuth,
): Promise<CardMovement> {
  const movement = await callApi('rechargeCard', body, { params: { id }, ...(await moneyCallOptions(auth)) });
  await revalidateCalls(mutate, CARD_MONEY_CALLS);
  return movement;
}

/** Takes money from a card back to the wallet (the transaction password first, then sent once per key). */
export async function withdrawFromCard(
  { mutate }: DataContext,
  id: string,
  body: CardMoneyRequest,
  auth: MoneyAuth,
): Promise<CardMovement> {
  const movement = await callApi('withdrawFromCard', body, { params: { id }, ...(await moneyCallOptions(auth)) });
  await revalidateCalls(mutate, CARD_MONEY_CALLS);
  return movement;
}

/**
 * The full number and CVV of a card, after an access code. Deliberately not a cached query: the
 * answer lives only in the component that shows it, never in SWR, storage or a log.
 */
export function revealCardSecrets(id: string, body: CardSecretsRequest): Promise<CardSecrets> {
  return callApi('cardSecrets', body, { params: { id } });
}
