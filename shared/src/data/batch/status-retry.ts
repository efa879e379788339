import type { SWRConfiguration } from 'swr';
import { ApiError } from '../../api-client/api-error';
import type { BatchCreateCardStatus } from '@portal/shared/contract';

/** Batch-creation status is polled this often while a job runs (spec §4, §9). */
export const BATCH_STATUS_POLL_MS = 3_000;

/** Longest wait between two tries after failed polls, so an outage is not a notice every 3 s. */
export const BATCH_RETRY_MAX_MS = 30_000;

/** 3 s, 6 s, 12 s, 24 s, then every 30 s. */
export const batchRetryDelay = (retryCount: number) =>
  Math.min(BATCH_STATUS_POLL_MS * 2 ** (retryCount - 1), BATCH_RETRY_MAX_MS);

const retriable = (error: unknown) =>
  !(error instanceof ApiError) || (error.kind !== 'session-expired' && error.kind !== 'aborted');

/**
 * SWR skips polling while the last answer was an error, so one failed poll would leave the widget
 * at 批量开卡中...... for good. While the last status the reader has (`lastStatus`) says a job runs,
 * the status is asked again, less and less often.
 */
export const retryWhileRunning = (lastStatus: () => BatchCreateCardStatus | undefined): SWRConfiguration => ({
  shouldRetryOnError: retriable,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (lastStatus()?.exist) setTimeout(() => void revalidate({ retryCount }), batchRetryDelay(retryCount));
  },
});
