import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration } from 'swr';
import { callApi } from '../../api-client/client';
import type { BatchCreateCardRequest, BatchCreateCardStarted, BatchCreateCardStatus } from '../../contract/cards';
import type { CallAnswer } from '../../contract/calls';
import { eventBus, type EventBus } from '../../events/event-bus';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer, revalidateCalls } from '../cache-effects';
import { CARD_HOLDING_CALLS } from '../cards/cards';
import type { DataContext } from '../data-context';
import { WALLET_MONEY_CALLS } from '../wallet/balances';

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

/**
 * Starts opening cards in a batch (moves money: sent once per key). The widget learns of it at once
 * (the status is cached from the answer and `batch-started` is emitted for the host's widget); the
 * wallet and the card counters follow.
 */
export async function startBatchCreate(
  { mutate, session }: DataContext,
  body: BatchCreateCardRequest,
  idempotencyKey: string,
  bus: EventBus = eventBus,
): Promise<BatchCreateCardStarted> {
  const started = await callApi('batchCreateCard', body, { idempotencyKey });
  const { job_id: _job, ...status } = started;
  await cacheAnswer<BatchCreateCardStatus>(mutate, swrKeys.cards.batchCreateStatus(session()), status);
  bus.emit('batch-started', { total: started.total_count });
  await revalidateCalls(mutate, [...CARD_HOLDING_CALLS, ...WALLET_MONEY_CALLS]);
  return started;
}
