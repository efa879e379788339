import { randomUUID } from 'node:crypto';
import type { Currency } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { isoTime, sql } from '../db';
import { toAmount } from '../money';
import { adjustAnew, postWalletEntry } from './balances';
import { assertWalletUsable } from './wallet-status';

export type TopUpStatus = 'TOP_UP_STATUS_PENDING' | 'TOP_UP_STATUS_APPROVED' | 'TOP_UP_STATUS_REJECTED';

export interface TopUpView {
  id: string;
  currency: Currency;
  amount: number;
  status: TopUpStatus;
  created_at: string;
}

interface TopUpRow {
  id: string;
  user_id: string;
  currency: Currency;
  amount: number;
  status: TopUpStatus;
  created_at: number;
}

const view = (row: TopUpRow): TopUpView => ({
  id: row.id,
  currency: row.currency,
  amount: toAmount(row.amount),
  status: row.status,
  created_at: isoTime(row.created_at),
});

/**
 * A customer's top-up request. With `autoApprove` (the sandbox) it is credited at once as
 * ADMIN_RECHARGE_IN; otherwise it waits for an admin and counts in `anew` meanwhile.
 */
export function requestTopUp(
  db: Db,
  userId: string,
  currency: Currency,
  units: number,
  autoApprove: boolean,
  now = Date.now(),
): TopUpView {
  return db.transaction(() => {
    assertWalletUsable(db, userId);
    const row: TopUpRow = {
      id: randomUUID(),
      user_id: userId,
      currency,
      amount: units,
      status: 'TOP_UP_STATUS_PENDING',
      created_at: now,
    };
    sql(
      db,
      'INSERT INTO top_up_requests (id, user_id, currency, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(row.id, userId, currency, units, row.status, now);
    adjustAnew(db, userId, currency, units, now);
    return autoApprove ? (decideTopUp(db, row.id, true, now) ?? view(row)) : view(row);
  })();
}

/**
 * An admin's decision on a pending request (the production path; no HTTP route yet, for an admin tool):
 * approval credits the wallet, either way the amount leaves `anew`. Answers null for an unknown or decided id.
 */
export function decideTopUp(db: Db, id: string, approve: boolean, now = Date.now()): TopUpView | null {
  return db.transaction(() => {
    const row = sql(db, 'SELECT * FROM top_up_requests WHERE id = ?').get(id) as TopUpRow | undefined;
    if (!row || row.status !== 'TOP_UP_STATUS_PENDING') return null;
    const status: TopUpStatus = approve ? 'TOP_UP_STATUS_APPROVED' : 'TOP_UP_STATUS_REJECTED';
    sql(db, 'UPDATE top_up_requests SET status = ?, decided_at = ? WHERE id = ?').run(status, now, id);
    adjustAnew(db, row.user_id, row.currency, -row.amount, now);
    if (approve) {
      postWalletEntry(
        db,
        { userId: row.user_id, currency: row.currency, type: 'ADMIN_RECHARGE_IN', amount: row.amount, reference: id },
        now,
      );
    }
    return view({ ...row, status });
  })();
}

/** A merchant credit without a request (sandbox admin, demo seed). */
export function adminTopUp(
  db: Db,
  userId: string,
  currency: Currency,
  units: number,
  remark = '',
  now = Date.now(),
): number {
  if (units <= 0) throw new ApiFailure('validation');
  return db.transaction(() =>
    postWalletEntry(db, { userId, currency, type: 'ADMIN_RECHARGE_IN', amount: units, remark }, now),
  )();
}
