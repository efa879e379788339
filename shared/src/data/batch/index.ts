import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration } from 'swr';
import type { CallAnswer } from '../../contract/calls';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/** Batch-creation status is polled this often while a job runs (spec §4, §9). */
export const BATCH_STATUS_POLL_MS = 3_000;

/** Batch-creation status, polled every 3 s while a job exists (spec §4). */
export function useBatchCreateStatus(config: SWRConfiguration = {}) {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'batchCreateCardStatus'>>(swrKeys.cards.batchCreateStatus(session), {
    refreshInterval: (status) => (status?.exist ? BATCH_STATUS_POLL_MS : 0),
    ...config,
  });
}
