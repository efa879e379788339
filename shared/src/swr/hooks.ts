import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration } from 'swr';
import type { CallAnswer } from '../contract/calls';
import { isWalletFrozen } from '../contract/wallet';
import { sessionAtom } from '../session/session-state';
import { swrKeys } from './keys';

/** Batch-creation status is polled this often while a job runs (spec §4, §9). */
export const BATCH_STATUS_POLL_MS = 3_000;

/** Merchant branding (spec §1, §3): loaded once per page, read wherever it is needed. */
export function useMerchant() {
  return useSWR<CallAnswer<'merchant'>>(swrKeys.merchant.branding());
}

export function useAgreementTitles() {
  return useSWR<CallAnswer<'agreementTitles'>>(swrKeys.merchant.agreementTitles());
}

/** The signed-in user's account (spec §3 user info); its key carries the session, so a new one loads anew. */
export function useAccountInfo() {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'accountInfo'>>(swrKeys.account.info(session));
}

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

/** Batch-creation status, polled every 3 s while a job exists (spec §4). */
export function useBatchCreateStatus(config: SWRConfiguration = {}) {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'batchCreateCardStatus'>>(swrKeys.cards.batchCreateStatus(session), {
    refreshInterval: (status) => (status?.exist ? BATCH_STATUS_POLL_MS : 0),
    ...config,
  });
}
