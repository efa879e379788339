import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { CallAnswer } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/** The wallet's settled card purchases of the last 12 months, by month and by card, per currency. */
export function useWalletSpending() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'walletSpending'>>(swrKeys.wallet.spending(session));
}
