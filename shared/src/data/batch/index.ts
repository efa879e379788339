import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callApi } from '../../api-client/client';
import type {
  BatchCreateCardRequest,
  BatchCreateCardStarted,
  BatchCreateCardStatus,
  CallAnswer,
} from '@portal/shared/contract';
import { eventBus, type EventBus } from '../../events/event-bus';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer, revalidateCalls } from '../cache-effects';
import { CARD_HOLDING_CALLS } from '../cards/cards';
import type { DataContext } from '../data-context';
import { moneyCallOptions, type MoneyAuth } from '../money-auth';
import { WALLET_MONEY_CALLS } from '../wallet/balances';
import { BATCH_STATUS_POLL_MS, retryWhileRunning } from './status-retry';

export { BATCH_STATUS_POLL_MS } from './status-retry';

/** The other tabs of this browser hear of a batch started here on this channel. */
const TABS_CHANNEL = 'portal:batch-started';

const tabsChannel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABS_CHANNEL) : null;

/**
 * Batch-creation status, polled every 3 s while a job exists (spec §4), asked again after a failed
 * poll while the last status says the job runs, and asked at once when another tab of this browser
 * starts a batch.
 */
export function useBatchCreateStatus(config: SWRConfiguration = {}): SWRResponse<CallAnswer<'batchCreateCardStatus'>> {
  const session = useAtomValue(sessionAtom);
  type Status = CallAnswer<'batchCreateCardStatus'>;
  const result: SWRResponse<Status> = useSWR<Status>(swrKeys.cards.batchCreateStatus(session), {
    refreshInterval: (status) => (status?.exist ? BATCH_STATUS_POLL_MS : 0),
    // SWR keeps the last status through a failed poll: the retry reads it from this reader.
    ...retryWhileRunning(() => result.data),
    ...config,
  });
  const { mutate } = result;
  useEffect(() => {
    const channel = tabsChannel();
    if (!channel) return undefined;
    channel.onmessage = () => void mutate();
    return () => channel.close();
  }, [mutate]);
  return result;
}

/**
 * Starts opening cards in a batch (the transaction password first, then sent once per key). The widget learns of it at once:
 * the status is cached from the answer, `batch-started` is emitted for this tab's widget and the
 * other tabs are told; the wallet and the card counters follow.
 */
export async function startBatchCreate(
  { mutate, session }: DataContext,
  body: BatchCreateCardRequest,
  auth: MoneyAuth,
  bus: EventBus = eventBus,
): Promise<BatchCreateCardStarted> {
  const started = await callApi('batchCreateCard', body, await moneyCallOptions(auth));
  await cacheAnswer<BatchCreateCardStatus>(mutate, swrKeys.cards.batchCreateStatus(session()), started);
  bus.emit('batch-started', { total: started.total_count });
  const channel = tabsChannel();
  channel?.postMessage({ job_id: started.job_id });
  channel?.close();
  await revalidateCalls(mutate, [...CARD_HOLDING_CALLS, ...WALLET_MONEY_CALLS]);
  return started;
}
