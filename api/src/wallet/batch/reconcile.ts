import { ISSUER_REFUSED } from '../cards/settle';
import type { Queries } from '../db';
import { resolveItem } from './batch-jobs';

/**
 * Guards a resumed job against an item left ISSUING while its card already reached a final state
 * (never expected, since both change in one transaction, but a job must never hang on it).
 */
export async function reconcileItems(q: Queries, jobId: string): Promise<void> {
  const stale = await q
    .selectFrom('batch_job_items as i')
    .innerJoin('cards as c', 'c.id', 'i.card_id')
    .select(['i.seq', 'c.status'])
    .where('i.job_id', '=', jobId)
    .where('i.status', '=', 'ISSUING')
    .where('c.status', '<>', 'CARD_STATUS_INIT')
    .execute();
  for (const item of stale) {
    const failed = item.status === 'CARD_STATUS_FAIL';
    await resolveItem(q, jobId, item.seq, !failed, failed ? ISSUER_REFUSED.OPEN : null);
  }
}
