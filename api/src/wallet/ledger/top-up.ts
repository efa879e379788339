import { randomUUID } from 'node:crypto';
import type { Currency } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/query-layer';
import { inTransaction, lockedForUpdate } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import { changed, isoTime, type Queries } from '../db';
import { toDecimalString } from '../money';
import { adjustAnew, lockWallet, postWalletEntry } from './balances';
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
  currency: string;
  amount: number;
  status: string;
  created_at: number;
}

const view = (row: TopUpRow): TopUpView => ({
  id: row.id,
  currency: row.currency as Currency,
  amount: toDecimalString(row.amount),
  status: row.status as TopUpStatus,
  created_at: isoTime(row.created_at),
});

/**
 * A customer's top-up request, inside the call's transaction (`trx`). With `autoApprove` (the sandbox)
 * it is credited at once as ADMIN_RECHARGE_IN; otherwise it waits for an admin and counts in `anew`
 * meanwhile.
 */
export async function requestTopUp(
  database: Database,
  trx: Queries,
  userId: string,
  currency: Currency,
  units: number,
  autoApprove: boolean,
  now = Date.now(),
): Promise<TopUpView> {
  await lockWallet(database, trx, userId, currency);
  await assertWalletUsable(trx, userId);
  const row: TopUpRow = {
    id: randomUUID(),
    user_id: userId,
    currency,
    amount: units,
    status: 'TOP_UP_STATUS_PENDING',
    created_at: now,
  };
  await trx.insertInto('top_up_requests').values(row).execute();
  await adjustAnew(trx, userId, currency, units, now);
  if (!autoApprove) return view(row);
  return (await decideLockedTopUp(trx, row, true, now)) ?? view(row);
}

/** The decision on a request whose wallet is locked: approval credits it, either way it leaves `anew`. */
async function decideLockedTopUp(trx: Queries, row: TopUpRow, approve: boolean, now: number) {
  const status: TopUpStatus = approve ? 'TOP_UP_STATUS_APPROVED' : 'TOP_UP_STATUS_REJECTED';
  const decided = await trx
    .updateTable('top_up_requests')
    .set({ status, decided_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'TOP_UP_STATUS_PENDING')
    .executeTakeFirst();
  if (changed(decided) === 0) return null;
  const currency = row.currency as Currency;
  await adjustAnew(trx, row.user_id, currency, -row.amount, now);
  if (approve) {
    await postWalletEntry(
      trx,
      { userId: row.user_id, currency, type: 'ADMIN_RECHARGE_IN', amount: row.amount, reference: row.id },
      now,
    );
  }
  return view({ ...row, status });
}

const TOP_UP_COLUMNS = ['id', 'user_id', 'currency', 'amount', 'status', 'created_at'] as const;

/**
 * An admin's decision on a pending request (the admin calls, `wallet/admin/routes.ts`), one transaction:
 * approval credits the wallet, either way the amount leaves `anew`. Answers null for an unknown or
 * decided id (two operators deciding at once: the second finds it decided).
 */
export async function decideTopUp(
  database: Database,
  id: string,
  approve: boolean,
  now = Date.now(),
): Promise<TopUpView | null> {
  return inTransaction(database, async (trx) => {
    const asked = await trx
      .selectFrom('top_up_requests')
      .select(TOP_UP_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!asked) return null;
    await lockWallet(database, trx, asked.user_id, asked.currency as Currency);
    const row = await lockedForUpdate(
      database,
      trx.selectFrom('top_up_requests').select(TOP_UP_COLUMNS).where('id', '=', id),
    ).executeTakeFirstOrThrow();
    if (row.status !== 'TOP_UP_STATUS_PENDING') return null;
    return decideLockedTopUp(trx, row, approve, now);
  });
}

/** A merchant credit without a request (sandbox admin, demo seed), in `trx` (its own transaction without one). */
export async function adminTopUp(
  database: Database,
  userId: string,
  currency: Currency,
  units: number,
  remark = '',
  now = Date.now(),
  trx?: Queries,
): Promise<number> {
  if (units <= 0) throw new ApiFailure('validation');
  const credit = async (q: Queries) => {
    await lockWallet(database, q, userId, currency);
    return postWalletEntry(q, { userId, currency, type: 'ADMIN_RECHARGE_IN', amount: units, remark }, now);
  };
  return trx ? credit(trx) : inTransaction(database, credit);
}

/** A top-up request as the merchant's operators see it: whose it is and when it was decided. */
export interface TopUpRequestForAdmin extends TopUpView {
  user_id: string;
  phone: string;
  decided_at: string | null;
}

/** Top-up requests of every customer, oldest first (the queue an operator works through), by status. */
export async function listTopUpRequests(
  q: Queries,
  { status, page, page_size }: { status?: TopUpStatus; page: number; page_size: number },
): Promise<{ list: TopUpRequestForAdmin[]; total: number; page: number; page_size: number }> {
  let requests = q.selectFrom('top_up_requests as t');
  if (status) requests = requests.where('t.status', '=', status);
  const rows = await requests
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.currency', 't.amount', 't.status', 't.created_at', 't.decided_at', 'u.phone'])
    .orderBy('t.created_at')
    .orderBy(sql`t.rowid`)
    .limit(page_size)
    .offset((page - 1) * page_size)
    .execute();
  const { total } = await requests.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const list = rows.map((row) => ({
    ...view(row),
    user_id: row.user_id,
    phone: row.phone,
    decided_at: row.decided_at === null ? null : isoTime(row.decided_at),
  }));
  return { list, total, page, page_size };
}

/** The customer a top-up request belongs to, or undefined for an unknown id. */
export const topUpRequestOwner = async (q: Queries, id: string): Promise<string | undefined> =>
  (await q.selectFrom('top_up_requests').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
