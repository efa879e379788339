import type { Db } from '../../db/database';
import { sql } from '../db';
import { ISSUER_REFUSED } from '../cards/settle';
import { resolveItem } from './batch-jobs';

/**
 * Guards a resumed job against an item left ISSUING while its card already reached a final state
 * (never expected, since both change in one transaction, but a job must never hang on it).
 */
export function reconcileItems(db: Db, jobId: string): void {
  const stale = sql(
    db,
    `SELECT i.seq, c.status FROM batch_job_items i JOIN cards c ON c.id = i.card_id
      WHERE i.job_id = ? AND i.status = 'ISSUING' AND c.status <> 'CARD_STATUS_INIT'`,
  ).all(jobId) as { seq: number; status: string }[];
  for (const item of stale) {
    const failed = item.status === 'CARD_STATUS_FAIL';
    resolveItem(db, jobId, item.seq, !failed, failed ? ISSUER_REFUSED.OPEN : null);
  }
}
