import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { CardStatus, CallName } from '@portal/shared/contract';
import { revalidateCalls } from '../cache-effects';
import { WALLET_MONEY_CALLS } from '../wallet/balances';

/**
 * What settles with a card's status: its transactions (the opening load leaves 处理中, a deletion's
 * payout), the lists and counters, and the wallet (a failed opening's refund).
 */
export const CARD_STATUS_FOLLOWERS: readonly CallName[] = [
  'cardTransactions',
  'cards',
  'cardAmount',
  'openedAvailable',
  ...WALLET_MONEY_CALLS,
];

/**
 * Asks again for what a card's status settles once that status moves (not when the card is first
 * read), so the card's transactions follow its status without a reload.
 */
export function useFollowCardStatus(id: string | null, status: CardStatus | undefined): void {
  const { mutate } = useSWRConfig();
  const seen = useRef<{ id: string | null; status: CardStatus | undefined }>({ id, status });
  useEffect(() => {
    const previous = seen.current;
    seen.current = { id, status };
    if (previous.id !== id || previous.status === undefined || status === undefined) return;
    if (previous.status !== status) void revalidateCalls(mutate, CARD_STATUS_FOLLOWERS);
  }, [id, status, mutate]);
}
