import { CURRENCIES, WALLET_TRANSACTION_TYPES, type WalletTransactionQuery } from '@portal/shared/contract';
import type { Paging } from '../../ui/use-url-query';

export const WALLET_FILTERS = ['type', 'currency', 'from', 'to'] as const;
export type WalletFilters = Record<(typeof WALLET_FILTERS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a calendar day in the reader's time zone, as the API's ISO date-time. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** Whether the chosen range runs backwards. */
export function isBackwards({ from, to }: WalletFilters): boolean {
  return DAY.test(from) && DAY.test(to) && to < from;
}

/**
 * The API query of the filters as the URL keeps them: unknown values are ignored, and the dates
 * are the reader's own days (from the first moment of `from` to the end of `to`).
 */
export function walletTransactionQuery(filters: WalletFilters, { page, pageSize }: Paging): WalletTransactionQuery {
  const query: WalletTransactionQuery = { page, page_size: pageSize };
  if (filters.type in WALLET_TRANSACTION_TYPES) query.type = filters.type as WalletTransactionQuery['type'];
  if ((CURRENCIES as readonly string[]).includes(filters.currency)) {
    query.currency = filters.currency as WalletTransactionQuery['currency'];
  }
  if (isBackwards(filters)) return query;
  if (DAY.test(filters.from)) query.start_time = startOfLocalDay(filters.from);
  if (DAY.test(filters.to)) query.end_time = startOfLocalDay(filters.to, 1);
  return query;
}
