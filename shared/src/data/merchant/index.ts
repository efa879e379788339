import useSWR, { type ScopedMutator, type SWRResponse } from 'swr';
import { ApiError } from '../../api-client/api-error';
import { callApi } from '../../api-client/client';
import { type CallAnswer, type Merchant, NOT_FOUND_CODE } from '@portal/shared/contract';
import { showSwrError } from '../../swr/fetcher';
import { swrKeys, type SwrKey } from '../../swr/keys';

/**
 * Merchant branding (spec §1, §3): loaded once per page, read wherever it is needed. A part that
 * mounts later reads the cache without asking again: offline (on /network-anomaly) a second ask
 * would only add a network notice to the page that already says so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SWR's own defaults, the type this hook always had
export function useMerchant(): SWRResponse<Merchant, any, any> {
  return useSWR<CallAnswer<'merchant'>>(swrKeys.merchant.branding(), { revalidateIfStale: false });
}

/** The titles of the merchant's user agreements, in order. */
export function useAgreementTitles() {
  return useSWR<CallAnswer<'agreementTitles'>>(swrKeys.merchant.agreementTitles());
}

/**
 * The agreement titles for a click outside a page that shows them (the account menu's 用户协议):
 * the cached list, or loaded into the cache. A failure has been shown and answers null.
 */
export async function loadAgreementTitles(mutate: ScopedMutator): Promise<CallAnswer<'agreementTitles'> | null> {
  try {
    const titles = await callApi('agreementTitles');
    await mutate(swrKeys.merchant.agreementTitles(), titles, { revalidate: false });
    return titles;
  } catch {
    return null;
  }
}

/** Whether `error` says the server knows no agreement of that id (1004). */
export const isUnknownAgreement = (error: unknown): boolean =>
  error instanceof ApiError && error.code === NOT_FOUND_CODE;

/** Silent: an unknown id is answered by the page, and other failures are shown by the hook's onError. */
const fetchAgreement = ([, , params]: SwrKey) => callApi('agreement', undefined, { params, silent: true });

/**
 * The agreement of `id` (title and HTML text), none while `id` is null. An id the server does not
 * know is not shown as an error: the page answers it by leaving for sign-in (spec §2), and a message
 * flashing on the way out helps no one. Other failures are shown as every call's are.
 */
export function useAgreement(id: string | null): SWRResponse<CallAnswer<'agreement'>, unknown> {
  return useSWR<CallAnswer<'agreement'>, unknown, SwrKey | null>(
    id === null ? null : swrKeys.merchant.agreement(id),
    fetchAgreement,
    {
      onError: (error) => {
        if (!isUnknownAgreement(error)) showSwrError(error);
      },
    },
  );
}
