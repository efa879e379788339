import type { Card, CardStatus, Currency } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { isoTime, sql } from '../db';
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
export const CARD_LIST_COLUMNS = 'id, last4, status, currency, balance, created_at, nickname';
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

/** The user's card, or 404 code 1004 when it does not exist or belongs to someone else. */
export function findUserCard(db: Db, userId: string, cardId: string): CardRow {
  const row = sql(db, 'SELECT * FROM cards WHERE id = ? AND user_id = ?').get(cardId, userId) as CardRow | undefined;
  if (!row) throw new ApiFailure('notFound');
  return row;
}

export function findCard(db: Db, cardId: string): CardRow | undefined {
  return sql(db, 'SELECT * FROM cards WHERE id = ?').get(cardId) as CardRow | undefined;
}

/** Moves a card from one status to another; false when it was no longer in `from`. */
export function moveCard(db: Db, cardId: string, from: CardStatus, to: CardStatus, now = Date.now()): boolean {
  return (
    sql(db, 'UPDATE cards SET status = ?, updated_at = ? WHERE id = ? AND status = ?').run(to, now, cardId, from)
      .changes > 0
  );
}

/** Cards per status of a user, from the trigger-kept counters. */
export function cardCounts(db: Db, userId: string): Map<CardStatus, number> {
  const rows = sql(db, 'SELECT status, count FROM card_status_counts WHERE user_id = ?').all(userId) as {
    status: CardStatus;
    count: number;
  }[];
  return new Map(rows.map((row) => [row.status, row.count]));
}

const sum = (counts: Map<CardStatus, number>, skip: CardStatus[]) =>
  [...counts].reduce((total, [status, count]) => (skip.includes(status) ? total : total + count), 0);

/**
 * Cards held: every card that is neither failed nor deleted (what `card-amount` answers). With
 * `openableCount` it adds up to MAX_LIVE_CARDS.
 */
export const liveCardCount = (db: Db, userId: string) =>
  sum(cardCounts(db, userId), ['CARD_STATUS_DELETE', 'CARD_STATUS_FAIL']);

/** How many more cards the user may open now. */
export function openableCount(db: Db, userId: string): number {
  return Math.max(0, MAX_LIVE_CARDS - liveCardCount(db, userId));
}
