import { randomUUID } from 'node:crypto';
import type { Currency } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { isoTime, sql } from '../db';
import { toDecimalString } from '../money';
import { adjustAnew, postWalletEntry } from './balances';
import { assertWalletUsable } from './wallet-status';

export type TopUpStatus = 'TOP_UP_STATUS_PENDING' | 'TOP_UP_STATUS_APPROVED' | 'TOP_UP_STATUS_REJECTED';

export interface TopUpView {
  id: string;
  currency: Currency;
  /** Decimal string with 2 places. */
  amount: string;
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
  amount: toDecimalString(row.amount),
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
 * An admin's decision on a pending request (the admin calls, `wallet/admin/routes.ts`): approval credits
 * the wallet, either way the amount leaves `anew`. Answers null for an unknown or decided id.
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

/** A top-up request as the merchant's operators see it: whose it is and when it was decided. */
export interface TopUpRequestForAdmin extends TopUpView {
  user_id: string;
  phone: string;
  decided_at: string | null;
}

/** Top-up requests of every customer, oldest first (the queue an operator works through), by status. */
export function listTopUpRequests(
  db: Db,
  { status, page, page_size }: { status?: TopUpStatus; page: number; page_size: number },
): { list: TopUpRequestForAdmin[]; total: number; page: number; page_size: number } {
  const where = status ? 'WHERE t.status = ?' : '';
  const filter = status ? [status] : [];
  const rows = sql(
    db,
    `SELECT t.*, u.phone FROM top_up_requests t JOIN users u ON u.id = t.user_id ${where}
      ORDER BY t.created_at, t.rowid LIMIT ? OFFSET ?`,
  ).all(...filter, page_size, (page - 1) * page_size) as (TopUpRow & { phone: string; decided_at: number | null })[];
  const total = (sql(db, `SELECT count(*) AS n FROM top_up_requests t ${where}`).get(...filter) as { n: number }).n;
  const list = rows.map((row) => ({
    ...view(row),
    user_id: row.user_id,
    phone: row.phone,
    decided_at: row.decided_at === null ? null : isoTime(row.decided_at),
  }));
  return { list, total, page, page_size };
}

/** The customer a top-up request belongs to, or undefined for an unknown id. */
export const topUpRequestOwner = (db: Db, id: string): string | undefined =>
  (sql(db, 'SELECT user_id FROM top_up_requests WHERE id = ?').get(id) as { user_id: string } | undefined)?.user_id;
