import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { type CallAnswer, isWalletFrozen } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/** The wallet's balance status (spec §4); a live FREEZE event re-fetches it. */
export function useBalanceStatus() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'balanceStatus'>>(swrKeys.balance.status(session));
}

/** The wallet frozen flag (spec §3): only BALANCE_STATUS_AVAILABLE is not frozen; false until known. */
export function useWalletFrozen(): boolean {
  const { data } = useBalanceStatus();
  return data !== undefined && isWalletFrozen(data.status);
}
