import type { Currency, SpendingSummary } from '@portal/shared/contract';
import { CURRENCIES } from '@portal/shared/contract';
import { fromMinorUnits } from '@portal/shared/money';
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Queries } from '../db';
import { toDecimalString } from '../money';
import { SHANGHAI_OFFSET_MS, spendingWindow } from './spending-months';

/** The cards the summary names one by one; the rest are summed as one. */
export const TOP_CARDS = 5;

/** What counts as spending: settled purchases (the partial index `card_transactions_spending` holds exactly these). */
const spent = (userId: string, start: number) =>
  sql<SqlBool>`user_id = ${userId} AND created_at >= ${start} AND type = 'CONSUME' AND status = 'CARD_TRANSACTION_STATUS_CLOSED'`;

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

/** 'YYYY-MM' of an instant (epoch ms) in Shanghai, in each dialect's words. */
const shanghaiMonth = (dialect: DialectName) =>
  dialect === 'postgres'
    ? sql<string>`to_char(to_timestamp((created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', (created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / 1000, 'unixepoch')`;

async function monthRows(q: Queries, dialect: DialectName, userId: string, start: number): Promise<MonthRow[]> {
  const rows = await q
    .selectFrom('card_transactions')
    .select((eb) => ['currency', shanghaiMonth(dialect).as('month'), eb.fn.sum<number>('amount').as('units')])
    .where(spent(userId, start))
    .groupBy(['currency', 'month'])
    .execute();
  return rows.map((row) => ({ currency: row.currency as Currency, month: row.month, units: Number(row.units) }));
}

async function cardRows(q: Queries, userId: string, start: number): Promise<CardRow[]> {
  const rows = await q
    .selectFrom((inner) =>
      inner
        .selectFrom('card_transactions')
        .select((eb) => ['currency', 'card_id', eb.fn.sum<number>('amount').as('units')])
        .where(spent(userId, start))
        .groupBy(['currency', 'card_id'])
        .as('spent'),
    )
    .innerJoin('cards', 'cards.id', 'spent.card_id')
    .select(['spent.currency', 'spent.card_id', 'cards.last4', 'cards.nickname', 'spent.units'])
    .orderBy('spent.units', 'desc')
    .orderBy('spent.card_id')
    .execute();
  return rows.map((row) => ({ ...row, currency: row.currency as Currency, units: Number(row.units) }));
}

/**
 * A customer's settled purchases over the current month and the eleven before it (Asia/Shanghai),
 * per currency that had any: by month (every month, empty ones as 0.00) and by card (the TOP_CARDS
 * that spent most, the rest summed). Sums are exact: minor units added as integers, never as floats.
 */
export async function readSpending(
  q: Queries,
  dialect: DialectName,
  userId: string,
  now = Date.now(),
): Promise<SpendingSummary> {
  const { months, start } = spendingWindow(now);
  const byMonth = await monthRows(q, dialect, userId, start);
  const byCard = await cardRows(q, userId, start);
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
