import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import type { CallAnswer } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/**
 * The wallet's settled card purchases of the last 12 months, by month and by card, per currency. It
 * is asked again when the tab comes back into view (a purchase made at a checkout elsewhere) and when
 * a followed transaction settles (useTransaction).
 */
export function useWalletSpending(): SWRResponse<CallAnswer<'walletSpending'>> {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'walletSpending'>>(swrKeys.wallet.spending(session), { revalidateOnFocus: true });
}
