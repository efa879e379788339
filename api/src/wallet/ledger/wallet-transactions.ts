import type { Currency, Page, WalletTransactionType } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Queries } from '../db';
import { isoTime } from '../db';
import { toDecimalString } from '../money';

/** One ledger row as the portal sees it. */
export interface WalletTransactionView {
  id: string;
  type: WalletTransactionType;
  currency: Currency;
  /** Signed decimal string: negative took money out of the wallet (fee included). */
  amount: string;
  /** The part of `amount` that was a fee. */
  fee: string;
  balance_after: string;
  card_id: string | null;
  card_last4: string | null;
  remark: string;
  created_at: string;
}

export interface WalletTransactionQuery {
  page: number;
  page_size: number;
  type?: WalletTransactionType;
  currency?: Currency;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
}

/** The user's ledger, newest first, with optional type, currency and time filters. */
export async function listWalletTransactions(
  q: Queries,
  userId: string,
  query: WalletTransactionQuery,
): Promise<Page<WalletTransactionView>> {
  let filtered = q.selectFrom('wallet_transactions as t').where('t.user_id', '=', userId);
  if (query.type !== undefined) filtered = filtered.where('t.type', '=', query.type);
  if (query.currency !== undefined) filtered = filtered.where('t.currency', '=', query.currency);
  if (query.from !== undefined) filtered = filtered.where('t.created_at', '>=', query.from);
  if (query.to !== undefined) filtered = filtered.where('t.created_at', '<', query.to);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .leftJoin('cards as c', 'c.id', 't.card_id')
    .select([
      't.id',
      't.type',
      't.currency',
      't.amount',
      't.fee',
      't.balance_after',
      't.card_id',
      'c.last4',
      't.remark',
      't.created_at',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy(sql`t.rowid`, 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type as WalletTransactionType,
      currency: row.currency as Currency,
      amount: toDecimalString(row.amount),
      fee: toDecimalString(row.fee),
      balance_after: toDecimalString(row.balance_after),
      card_id: row.card_id,
      card_last4: row.last4,
      remark: row.remark,
      created_at: isoTime(row.created_at),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
