import useSWR, { type ScopedMutator } from 'swr';
import { callApi } from '../../api-client/client';
import type { CallAnswer } from '../../contract/calls';
import { swrKeys } from '../../swr/keys';

/** Merchant branding (spec §1, §3): loaded once per page, read wherever it is needed. */
export function useMerchant() {
  return useSWR<CallAnswer<'merchant'>>(swrKeys.merchant.branding());
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
