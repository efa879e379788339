import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import type { Schema } from '../schema';

/**
 * The money the copy must carry over exactly, per currency: the wallets' balances, the cards'
 * balances and the sums of both ledgers. `table.column` summed per currency.
 */
export const MONEY_SUMS = [
  'wallet_balances.available',
  'wallet_balances.anew',
  'wallet_transactions.amount',
  'wallet_transactions.fee',
  'cards.balance',
  'card_transactions.amount',
  'card_transactions.fee',
] as const;

/** `table.column currency` → sum, for every entry of MONEY_SUMS and every currency present. */
export type MoneyTotals = Record<string, number>;

const split = (entry: string) => entry.split('.') as [string, string];

export function sqliteMoney(db: Db): MoneyTotals {
  const totals: MoneyTotals = {};
  for (const entry of MONEY_SUMS) {
    const [table, column] = split(entry);
    const rows = db
      .prepare(`SELECT currency, sum("${column}") AS total FROM "${table}" GROUP BY currency ORDER BY currency`)
      .all() as { currency: string; total: number }[];
    for (const row of rows) totals[`${entry} ${row.currency}`] = row.total;
  }
  return totals;
}

export async function postgresMoney(kysely: Kysely<Schema>): Promise<MoneyTotals> {
  const totals: MoneyTotals = {};
  for (const entry of MONEY_SUMS) {
    const [table, column] = split(entry);
    const { rows } = await sql<{ currency: string; total: number }>`
      SELECT currency, sum(${sql.ref(column)}) AS total FROM ${sql.table(table)} GROUP BY currency ORDER BY currency`.execute(
      kysely,
    );
    for (const row of rows) totals[`${entry} ${row.currency}`] = row.total;
  }
  return totals;
}

/** The entries whose totals differ, or none. */
export function moneyDiffers(source: MoneyTotals, target: MoneyTotals): string[] {
  const keys = new Set([...Object.keys(source), ...Object.keys(target)]);
  return [...keys].filter((key) => source[key] !== target[key]).sort();
}
