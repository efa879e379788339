import { useEffect, useRef } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { CallName, CardTransactionStatus } from '@portal/shared/contract';
import { revalidateCalls } from '../cache-effects';
import { WALLET_MONEY_CALLS } from '../wallet/balances';

/**
 * What reads card transactions or what they add up to: the transactions and one transaction, a
 * card's transactions, the spending charts, the cards' balances and the spending limits left, and the
 * wallet (a load, a withdrawal, a deletion's payout or a failed opening's refund moves its money).
 */
export const CARD_TRANSACTION_READERS: readonly CallName[] = [
  'walletSpending',
  'transactions',
  'transaction',
  'cardTransactions',
  'card',
  'cards',
  'cardAmount',
  'cardLimits',
  ...WALLET_MONEY_CALLS,
];

/**
 * Asks again for every reader of card transactions, one round at a time: asks that come while a
 * round is under way make one more round after it, so a burst of changes (a batch of openings, the
 * events replayed after a reconnect) costs two rounds, not one per change.
 */
export function cardTransactionRefresher(mutate: ScopedMutator): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const round = async (): Promise<void> => {
    do {
      again = false;
      await revalidateCalls(mutate, CARD_TRANSACTION_READERS);
    } while (again);
    running = null;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = round();
    return running;
  };
}

/**
 * Asks again for what a transaction changes once it leaves PENDING while followed (not when it is
 * first read settled), so the wallet's spending and the card follow a purchase without a reload even
 * when the live stream is down.
 */
export function useFollowSettling(id: string | null, status: CardTransactionStatus | undefined): void {
  const { mutate } = useSWRConfig();
  const seen = useRef<{ id: string | null; status: CardTransactionStatus | undefined }>({ id, status });
  useEffect(() => {
    const previous = seen.current;
    seen.current = { id, status };
    if (previous.id !== id || previous.status !== 'CARD_TRANSACTION_STATUS_PENDING' || status === undefined) return;
    if (status !== previous.status) void revalidateCalls(mutate, CARD_TRANSACTION_READERS);
  }, [id, status, mutate]);
}
