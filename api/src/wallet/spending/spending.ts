import type { Currency, SpendingSummary } from '@portal/shared/contract';
import { CURRENCIES } from '@portal/shared/contract';
import { fromMinorUnits } from '@portal/shared/money';
import type { Db } from '../../db/database';
import { sql } from '../db';
import { toDecimalString } from '../money';
import { SHANGHAI_OFFSET_MS, spendingWindow } from './spending-months';

/** The cards the summary names one by one; the rest are summed as one. */
export const TOP_CARDS = 5;

/** What counts as spending: settled purchases (the partial index `card_transactions_spending` holds exactly these). */
const SPENT = `user_id = ? AND created_at >= ? AND type = 'CONSUME' AND status = 'CARD_TRANSACTION_STATUS_CLOSED'`;

interface MonthRow {
  currency: Currency;
  month: string;
  units: number;
}

interface CardRow {
  currency: Currency;
  card_id: string;
  last4: string;
  nickname: string | null;
  units: number;
}

function monthRows(db: Db, userId: string, start: number): MonthRow[] {
  return sql(
    db,
    `SELECT currency, strftime('%Y-%m', (created_at + ${SHANGHAI_OFFSET_MS}) / 1000, 'unixepoch') AS month,
            sum(amount) AS units
       FROM card_transactions WHERE ${SPENT}
      GROUP BY currency, month`,
  ).all(userId, start) as MonthRow[];
}

function cardRows(db: Db, userId: string, start: number): CardRow[] {
  return sql(
    db,
    `SELECT spent.currency, spent.card_id, cards.last4, cards.nickname, spent.units
       FROM (SELECT currency, card_id, sum(amount) AS units FROM card_transactions WHERE ${SPENT}
              GROUP BY currency, card_id) AS spent
       JOIN cards ON cards.id = spent.card_id
      ORDER BY spent.units DESC, spent.card_id`,
  ).all(userId, start) as CardRow[];
}

/**
 * A customer's settled purchases over the current month and the eleven before it (Asia/Shanghai),
 * per currency that had any: by month (every month, empty ones as 0.00) and by card (the TOP_CARDS
 * that spent most, the rest summed). Sums are exact: minor units added as integers, never as floats.
 */
export function readSpending(db: Db, userId: string, now = Date.now()): SpendingSummary {
  const { months, start } = spendingWindow(now);
  const byMonth = monthRows(db, userId, start);
  const byCard = cardRows(db, userId, start);
  const currencies = CURRENCIES.filter((currency) => byCard.some((row) => row.currency === currency)).map(
    (currency) => {
      const cards = byCard.filter((row) => row.currency === currency);
      const monthUnits = new Map(
        byMonth.filter((row) => row.currency === currency).map((row) => [row.month, row.units]),
      );
      // The cards' sums added as big integers: exact whatever they reach.
      const sum = (rows: CardRow[]) => fromMinorUnits(rows.reduce((total, row) => total + BigInt(row.units), 0n));
      return {
        currency,
        total: sum(cards),
        months: months.map((month) => ({ month, amount: toDecimalString(monthUnits.get(month) ?? 0) })),
        top_cards: cards.slice(0, TOP_CARDS).map((row) => ({
          card_id: row.card_id,
          last4: row.last4,
          nickname: row.nickname,
          amount: toDecimalString(row.units),
        })),
        other_cards: {
          count: Math.max(cards.length - TOP_CARDS, 0),
          amount: sum(cards.slice(TOP_CARDS)),
        },
      };
    },
  );
  return { from: months[0]!, to: months[months.length - 1]!, currencies };
}
