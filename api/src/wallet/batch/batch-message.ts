import type { SystemMessage } from '../../platform/system-messages';
import type { FailedItem, JobRow } from './batch-jobs';

/**
 * The one station message of a job with failed cards: the counts, then each failed card (its place in
 * the batch and, once it had one, its last four digits) with its reason; built in the reader's language.
 */
export function failureMessage(job: JobRow, failed: FailedItem[]): SystemMessage {
  return {
    key: 'batchOpenFailed',
    values: {
      quantity: job.quantity,
      succeeded: job.success_count,
      failed: job.fail_count,
      cards: failed.map(({ seq, last4, reason }) => ({ seq, last4, reason })),
    },
  };
}
