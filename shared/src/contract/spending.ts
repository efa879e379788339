import type { Currency, Money } from './wallet';

/** Settled purchases in one calendar month (Asia/Shanghai). */
export interface SpendingMonth {
  /** 'YYYY-MM'. */
  month: string;
  amount: Money;
}

/** One card's settled purchases over the summary's months. */
export interface SpendingCard {
  card_id: string;
  last4: string;
  /** The customer's name for the card; null when it has none. */
  nickname: string | null;
  amount: Money;
}

/** The spending of one currency: every month of the summary, and the cards that spent most. */
export interface CurrencySpending {
  currency: Currency;
  total: Money;
  /** Every month from `from` to `to`, oldest first; a month without purchases is '0.00'. */
  months: SpendingMonth[];
  /** At most five cards, the most spent first. */
  top_cards: SpendingCard[];
  /** The cards after the top five, summed: how many and how much. */
  other_cards: { count: number; amount: Money };
}

/**
 * The wallet's spending: settled card purchases over the current month and the eleven before it
 * (Asia/Shanghai months), per currency that had any; no currency at all before the first purchase.
 */
export interface SpendingSummary {
  /** The first month, 'YYYY-MM'. */
  from: string;
  /** The current month, 'YYYY-MM'. */
  to: string;
  currencies: CurrencySpending[];
}
