import type { CardTransactionStatus, Currency, TransactionSource, TransactionType } from '@portal/shared/contract';
import { normalizeDecimal, parseDecimal, toMinorUnits } from '@portal/shared/money';

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
 * The filter as SQL over transaction_feed (alias f): only the filters given, each an equality or a
 * range on a column that leads an index after the user, so SQLite picks the narrowest one.
 */
export function feedWhere(filter: FeedFilter): { clause: string; params: (string | number)[] } {
  const parts = ['f.user_id = ?'];
  const params: (string | number)[] = [filter.userId];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    parts.push(`f.${column} = ?`);
    params.push(value);
  };
  equal('source', filter.source);
  equal('card_id', filter.cardId);
  equal('type', filter.type);
  equal('status', filter.status);
  equal('currency', filter.currency);
  if (filter.from !== undefined) {
    parts.push('f.created_at >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push('f.created_at < ?');
    params.push(filter.to);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const amount = searchedAmount(keyword);
    if (amount === null) {
      parts.push("f.merchant_name LIKE ? ESCAPE '\\'");
      params.push(likePattern(keyword));
    } else {
      parts.push("(f.abs_amount = ? OR f.merchant_name LIKE ? ESCAPE '\\')");
      params.push(amount, likePattern(keyword));
    }
  }
  return { clause: parts.join(' AND '), params };
}
