import { useSWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '@portal/shared';
import { BATCH_STATUS_POLL_MS } from '@portal/shared/signed-in';
import type { BatchCreateCardStatus } from '@portal/shared/contract';

/** Longest wait between two tries after failed polls, so an outage is not a notice every 3 s. */
export const BATCH_RETRY_MAX_MS = 30_000;

/** 3 s, 6 s, 12 s, 24 s, then every 30 s. */
export const batchRetryDelay = (retryCount: number) =>
  Math.min(BATCH_STATUS_POLL_MS * 2 ** (retryCount - 1), BATCH_RETRY_MAX_MS);

const retriable = (error: unknown) =>
  !(error instanceof ApiError) || (error.kind !== 'session-expired' && error.kind !== 'aborted');

/**
 * SWR skips polling while the last answer was an error, so one failed poll would leave the widget
 * at 批量开卡中...... for good. While the last known status says a job runs, try again.
 */
export function useRetryWhileRunning(): SWRConfiguration {
  const { cache } = useSWRConfig();
  return {
    shouldRetryOnError: retriable,
    onErrorRetry: (_error, key, _config, revalidate, { retryCount }) => {
      const last = cache.get(key)?.data as BatchCreateCardStatus | undefined;
      if (last?.exist) setTimeout(() => void revalidate({ retryCount }), batchRetryDelay(retryCount));
    },
  };
}
