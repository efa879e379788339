import type { Card, CardStatus, Currency } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { lockedForUpdate } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import { changed, isoTime, type Queries } from '../db';
import type { ControlColumns } from '../limits/control-columns';
import { toDecimalString } from '../money';

/** How many live cards (not failed, not deleted) one user may hold; `opened-available` counts down from it. */
export const MAX_LIVE_CARDS = 200;

/** A card's row: what it is, where it stands, and its spending controls. */
export interface CardRow extends ControlColumns {
  id: string;
  user_id: string;
  product_id: string;
  currency: Currency;
  last4: string;
  expiry: string;
  balance: number;
  status: CardStatus;
  batch_job_id: string | null;
  nickname: string | null;
  created_at: number;
  updated_at: number;
}

/** The columns a card list reads: what the contract's Card shows, nothing more (lists stay fast). */
export const CARD_LIST_COLUMNS = ['id', 'last4', 'status', 'currency', 'balance', 'created_at', 'nickname'] as const;
type CardListRow = Pick<CardRow, 'id' | 'last4' | 'status' | 'currency' | 'balance' | 'created_at' | 'nickname'>;

/** The contract's Card: only the last four digits, the balance as a 2-decimal string, the nickname if any. */
export const cardView = (row: CardListRow): Card => ({
  id: row.id,
  last4: row.last4,
  status: row.status,
  currency: row.currency,
  balance: toDecimalString(row.balance),
  created_at: isoTime(row.created_at),
  nickname: row.nickname,
});

/** Card details: the Card plus its product, expiry (MM/YY) and last change. */
export const cardDetailsView = (row: CardRow) => ({
  ...cardView(row),
  product_id: row.product_id,
  expiry: row.expiry,
  updated_at: isoTime(row.updated_at),
});

export type CardDetails = ReturnType<typeof cardDetailsView>;

/** Every column of a card, by name (a `rowid` column on PostgreSQL is no part of it). */
export const CARD_COLUMNS = [
  'id',
  'user_id',
  'product_id',
  'currency',
  'last4',
  'expiry',
  'balance',
  'status',
  'batch_job_id',
  'nickname',
  'created_at',
  'updated_at',
  'per_transaction_limit',
  'daily_limit',
  'monthly_limit',
  'single_use',
] as const;

const selectCard = (q: Queries) => q.selectFrom('cards').select(CARD_COLUMNS);

/**
 * The user's card, or 404 code 1004 when it does not exist or belongs to someone else. Inside a
 * movement pass `lock` (the database): on PostgreSQL the card's row stays locked until it ends, taken
 * after the wallet's (src/db/transaction.ts).
 */
export async function findUserCard(q: Queries, userId: string, cardId: string, lock?: Database): Promise<CardRow> {
  const query = selectCard(q).where('id', '=', cardId).where('user_id', '=', userId);
  const row = await (lock ? lockedForUpdate(lock, query) : query).executeTakeFirst();
  if (!row) throw new ApiFailure('notFound');
  return row as CardRow;
}

/** A card by id (any owner), locked like `findUserCard` when `lock` is given. */
export async function findCard(q: Queries, cardId: string, lock?: Database): Promise<CardRow | undefined> {
  const query = selectCard(q).where('id', '=', cardId);
  return (await (lock ? lockedForUpdate(lock, query) : query).executeTakeFirst()) as CardRow | undefined;
}

/** Moves a card from one status to another; false when it was no longer in `from`. */
export async function moveCard(
  q: Queries,
  cardId: string,
  from: CardStatus,
  to: CardStatus,
  now = Date.now(),
): Promise<boolean> {
  const result = await q
    .updateTable('cards')
    .set({ status: to, updated_at: now })
    .where('id', '=', cardId)
    .where('status', '=', from)
    .executeTakeFirst();
  return changed(result) > 0;
}

/** Cards per status of a user, from the trigger-kept counters. */
export async function cardCounts(q: Queries, userId: string): Promise<Map<CardStatus, number>> {
  const rows = await q
    .selectFrom('card_status_counts')
    .select(['status', 'count'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.status as CardStatus, row.count]));
}

const sum = (counts: Map<CardStatus, number>, skip: CardStatus[]) =>
  [...counts].reduce((total, [status, count]) => (skip.includes(status) ? total : total + count), 0);

/**
 * Cards held: every card that is neither failed nor deleted (what `card-amount` answers). With
 * `openableCount` it adds up to MAX_LIVE_CARDS.
 */
export const liveCardCount = async (q: Queries, userId: string) =>
  sum(await cardCounts(q, userId), ['CARD_STATUS_DELETE', 'CARD_STATUS_FAIL']);

/** How many more cards the user may open now. */
export async function openableCount(q: Queries, userId: string): Promise<number> {
  return Math.max(0, MAX_LIVE_CARDS - (await liveCardCount(q, userId)));
}
