import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { callApi } from '../../api-client/client';
import type { CallAnswer, TopUp, TopUpRequest, WalletTransactionQuery } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { revalidateCalls } from '../cache-effects';
import type { DataContext } from '../data-context';

/** The wallet's balance per currency: available and pending (anew), as decimal strings. */
export function useWalletBalances() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'walletBalances'>>(swrKeys.wallet.balances(session));
}

/** One page of the wallet's transactions; the page shown stays while the next one loads. */
export function useWalletTransactions(query: WalletTransactionQuery): SWRResponse<CallAnswer<'walletTransactions'>> {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'walletTransactions'>>(swrKeys.wallet.transactions(session, query), {
    keepPreviousData: true,
  });
}

/** Wallet data that moves when money moves in or out of the wallet. */
export const WALLET_MONEY_CALLS = ['walletBalances', 'walletTransactions'] as const;

/** Requests a top-up (moves money: sent once per key); the pending amount and the list follow. */
export async function topUp({ mutate }: DataContext, body: TopUpRequest, idempotencyKey: string): Promise<TopUp> {
  const answer = await callApi('topUp', body, { idempotencyKey });
  await revalidateCalls(mutate, WALLET_MONEY_CALLS);
  return answer;
}
