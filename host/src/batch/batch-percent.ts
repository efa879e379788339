import type { BatchCreateCardStatus } from '@portal/shared/contract';

/** Progress of a batch: (success + fail) / total × 100, or 0 when total is 0 (spec §4). */
export function batchPercent({ total_count, success_count, fail_count }: BatchCreateCardStatus): number {
  return total_count > 0 ? ((success_count + fail_count) / total_count) * 100 : 0;
}

/** The percent as shown and announced: a whole number within 0–100, whatever the server counts. */
export function displayPercent(status: BatchCreateCardStatus): number {
  return Math.min(100, Math.max(0, Math.round(batchPercent(status))));
}
