import type { CardTransactionStatus, Currency, TransactionSource, TransactionType } from '@portal/shared/contract';
import { normalizeDecimal, parseDecimal, toMinorUnits } from '@portal/shared/money';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Schema } from '../db/schema';

/** The filters of the transactions list and of its export, as the database reads them. */
export interface FeedFilter {
  userId: string;
  source?: TransactionSource;
  cardId?: string;
  type?: TransactionType;
  status?: CardTransactionStatus;
  currency?: Currency;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  keyword?: string;
}

/** An amount typed as a search: up to 9 digits and 2 decimals, in minor units; anything else is none. */
function searchedAmount(keyword: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(keyword)) return null;
  return Number(toMinorUnits(normalizeDecimal(parseDecimal(keyword))));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The merchant's name contains the text, in any case (SQLite's LIKE ignores case, PostgreSQL's needs
 * ILIKE); a backslash escapes `%`, `_` and itself on both.
 */
const merchantContains = (text: string, dialect: DialectName) =>
  dialect === 'postgres'
    ? sql<SqlBool>`f.merchant_name ILIKE ${likePattern(text)} ESCAPE '\\'`
    : sql<SqlBool>`f.merchant_name LIKE ${likePattern(text)} ESCAPE '\\'`;

type FeedBuilder = ExpressionBuilder<{ f: Schema['transaction_feed'] }, 'f'>;

/**
 * The filter over transaction_feed (alias f): only the filters given, each an equality or a range on a
 * column that leads an index after the user, so the database picks the narrowest one.
 */
export function feedWhere(filter: FeedFilter, dialect: DialectName): (eb: FeedBuilder) => Expression<SqlBool> {
  return (eb) => {
    const parts: Expression<SqlBool>[] = [eb('f.user_id', '=', filter.userId)];
    const equal = (column: 'source' | 'card_id' | 'type' | 'status' | 'currency', value: string | undefined) => {
      if (value !== undefined) parts.push(eb(`f.${column}`, '=', value));
    };
    equal('source', filter.source);
    equal('card_id', filter.cardId);
    equal('type', filter.type);
    equal('status', filter.status);
    equal('currency', filter.currency);
    if (filter.from !== undefined) parts.push(eb('f.created_at', '>=', filter.from));
    if (filter.to !== undefined) parts.push(eb('f.created_at', '<', filter.to));
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const amount = searchedAmount(keyword);
      parts.push(
        amount === null
          ? merchantContains(keyword, dialect)
          : eb.or([eb('f.abs_amount', '=', amount), merchantContains(keyword, dialect)]),
      );
    }
    return eb.and(parts);
  };
}
