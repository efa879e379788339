import { randomUUID } from 'node:crypto';
import type { CardTransactionStatus, CardTransactionType, Currency, Page } from '@portal/shared/contract';
import { sql } from 'kysely';
import { isoTime, type Queries } from '../db';
import { toDecimalString } from '../money';

export interface CardTransactionInput {
  cardId: string;
  userId: string;
  currency: Currency;
  type: CardTransactionType;
  status: CardTransactionStatus;
  amount: number;
  fee?: number;
  merchantName?: string | null;
  reason?: string | null;
}

export interface CardTransactionView {
  id: string;
  card_id: string;
  type: CardTransactionType;
  status: CardTransactionStatus;
  currency: Currency;
  /** Decimal string with 2 places. */
  amount: string;
  fee: string;
  merchant_name: string | null;
  /** Why it failed, when it did. */
  reason: string | null;
  created_at: string;
}

/** The stored row: the view with its time in epoch milliseconds. */
type Row = Omit<CardTransactionView, 'amount' | 'fee' | 'created_at'> & {
  amount: number;
  fee: number;
  created_at: number;
};

const view = (row: Row): CardTransactionView => ({
  ...row,
  amount: toDecimalString(row.amount),
  fee: toDecimalString(row.fee),
  created_at: isoTime(row.created_at),
});

export async function insertCardTransaction(
  q: Queries,
  input: CardTransactionInput,
  now = Date.now(),
): Promise<CardTransactionView> {
  const row: Row = {
    id: randomUUID(),
    card_id: input.cardId,
    type: input.type,
    status: input.status,
    currency: input.currency,
    amount: input.amount,
    fee: input.fee ?? 0,
    merchant_name: input.merchantName ?? null,
    reason: input.reason ?? null,
    created_at: now,
  };
  await q
    .insertInto('card_transactions')
    .values({ ...row, user_id: input.userId, updated_at: now })
    .execute();
  return view(row);
}

/** Settles the card's pending transaction of a type (the opening load, the deletion payout). */
export async function settlePendingTransaction(
  q: Queries,
  cardId: string,
  type: CardTransactionType,
  status: CardTransactionStatus,
  reason: string | null = null,
  now = Date.now(),
): Promise<void> {
  await q
    .updateTable('card_transactions')
    .set({ status, reason, updated_at: now })
    .where('card_id', '=', cardId)
    .where('type', '=', type)
    .where('status', '=', 'CARD_TRANSACTION_STATUS_PENDING')
    .execute();
}

export interface CardTransactionQuery {
  page: number;
  page_size: number;
  type?: CardTransactionType;
  status?: CardTransactionStatus;
}

export async function listCardTransactions(
  q: Queries,
  cardId: string,
  query: CardTransactionQuery,
): Promise<Page<CardTransactionView>> {
  let filtered = q.selectFrom('card_transactions').where('card_id', '=', cardId);
  if (query.type !== undefined) filtered = filtered.where('type', '=', query.type);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['id', 'card_id', 'type', 'status', 'currency', 'amount', 'fee', 'merchant_name', 'reason', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return { list: (rows as Row[]).map(view), total, page: query.page, page_size: query.page_size };
}
