import {
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  CURRENCIES,
  WALLET_TRANSACTION_TYPES,
  type TransactionFilter,
  type TransactionQuery,
} from '@portal/shared/contract';
import type { Paging } from '../ui/use-url-query';

/** The filters the transactions page keeps in its URL. */
export const TRANSACTION_FILTERS = ['account', 'type', 'status', 'currency', 'from', 'to', 'q'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;

/** The account filter's choices besides one card (by its id): every card, or the wallet. */
export const ACCOUNT_CHOICES = { cards: 'CARD', wallet: 'WALLET' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = (values: readonly string[], value: string) => values.includes(value);

/** The start of a calendar day in the reader's time zone, as the API's ISO date-time. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** Whether the chosen date range runs backwards. */
export const isBackwards = ({ from, to }: Pick<TransactionFilterValues, 'from' | 'to'>) =>
  DAY.test(from) && DAY.test(to) && to < from;

/**
 * The API's filter of the values the URL keeps: unknown values are left out, the account is every
 * card, the wallet or one card, and the dates are the reader's own days (from the first moment of `from` to
 * the end of `to`); a backwards range is no range.
 */
export function transactionFilter(values: TransactionFilterValues): TransactionFilter {
  const filter: TransactionFilter = {};
  const { account } = values;
  if (account in ACCOUNT_CHOICES) filter.source = ACCOUNT_CHOICES[account as keyof typeof ACCOUNT_CHOICES];
  else if (account) filter.card_id = account;
  const types = [...Object.keys(CARD_TRANSACTION_TYPES), ...Object.keys(WALLET_TRANSACTION_TYPES)];
  if (isOneOf(types, values.type)) filter.type = values.type as TransactionFilter['type'];
  if (values.status in CARD_TRANSACTION_STATUSES) filter.status = values.status as TransactionFilter['status'];
  if (isOneOf(CURRENCIES, values.currency)) filter.currency = values.currency as TransactionFilter['currency'];
  if (!isBackwards(values)) {
    if (DAY.test(values.from)) filter.start_time = startOfLocalDay(values.from);
    if (DAY.test(values.to)) filter.end_time = startOfLocalDay(values.to, 1);
  }
  const keyword = values.q.trim().slice(0, 40);
  if (keyword) filter.keyword = keyword;
  return filter;
}

/** The list's query: the filter and the page. */
export const transactionQuery = (values: TransactionFilterValues, { page, pageSize }: Paging): TransactionQuery => ({
  page,
  page_size: pageSize,
  ...transactionFilter(values),
});
