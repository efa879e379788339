import { strings } from '@portal/shared';
import type { BatchCreateCardStatus } from '@portal/shared/contract';
import type { BatchPhase } from './batch-memory';

/** The state text of spec §4: pending, success, or how many cards failed. */
export function phaseText(phase: BatchPhase, status: BatchCreateCardStatus): string {
  if (phase === 'pending') return strings.batch.pending;
  if (phase === 'success') return strings.batch.success;
  if (phase === 'fail') return strings.batch.failed(status.fail_count);
  return '';
}
