import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { CallName, CardTransactionStatus } from '@portal/shared/contract';
import { revalidateCalls } from '../cache-effects';

/** What a card transaction settling changes: the spending summary, the card's balance and the lists. */
export const SETTLING_FOLLOWERS: readonly CallName[] = [
  'walletSpending',
  'card',
  'cards',
  'cardTransactions',
  'transactions',
];

/**
 * Asks again for what a transaction changes once it leaves PENDING while followed (not when it is
 * first read settled), so the wallet's spending and the card follow a purchase without a reload.
 */
export function useFollowSettling(id: string | null, status: CardTransactionStatus | undefined): void {
  const { mutate } = useSWRConfig();
  const seen = useRef<{ id: string | null; status: CardTransactionStatus | undefined }>({ id, status });
  useEffect(() => {
    const previous = seen.current;
    seen.current = { id, status };
    if (previous.id !== id || previous.status !== 'CARD_TRANSACTION_STATUS_PENDING' || status === undefined) return;
    if (status !== previous.status) void revalidateCalls(mutate, SETTLING_FOLLOWERS);
  }, [id, status, mutate]);
}
