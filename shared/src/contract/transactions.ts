import type { CardStatus, CardTransactionStatus, CardTransactionType } from './card';
import type { PageQuery } from './envelope';
import type { Currency, Money, WalletTransactionType } from './wallet';

/** Where a transaction was booked: on one of the cards or in the wallet. */
export const TRANSACTION_SOURCES = ['CARD', 'WALLET'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/** A card transaction's type or a wallet transaction's: the two sets share no name. */
export type TransactionType = CardTransactionType | WalletTransactionType;

/** The formats a transaction export is written in. */
export const TRANSACTION_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TransactionExportFormat = (typeof TRANSACTION_EXPORT_FORMATS)[number];

/** One transaction of the transactions page, a card's or the wallet's. Wallet rows are settled: CLOSED. */
export interface Transaction {
  id: string;
  source: TransactionSource;
  type: TransactionType;
  status: CardTransactionStatus;
  currency: Currency;
  /** Signed: negative took money out of the wallet or the card. */
  amount: Money;
  fee: Money;
  card_id: string | null;
  card_last4: string | null;
  /** The card's name; null for the wallet or an unnamed card. */
  card_nickname: string | null;
  merchant_name: string | null;
  created_at: string;
}

/** One step of a transaction's status timeline. */
export interface TransactionEvent {
  status: CardTransactionStatus;
  at: string;
}

/** A transaction with what its own page shows beyond the list. */
export interface TransactionDetails extends Transaction {
  updated_at: string;
  /** The wallet's balance after a wallet transaction; null for a card's. */
  balance_after: Money | null;
  /** A wallet transaction's note, or why a card transaction failed. */
  note: string | null;
  card_status: CardStatus | null;
  /** The statuses it went through, oldest first. */
  timeline: TransactionEvent[];
}

/** The filters of the transactions page and of its export. */
export interface TransactionFilter {
  source?: TransactionSource;
  card_id?: string;
  type?: TransactionType;
  status?: CardTransactionStatus;
  currency?: Currency;
  /** An ISO date-time (or YYYY-MM-DD, UTC), inclusive. */
  start_time?: string;
  /** An ISO date-time, exclusive; a date (YYYY-MM-DD, UTC) takes in that whole day. */
  end_time?: string;
  /** Part of a merchant's name, or an amount ('12.5' finds 12.50 and -12.50). */
  keyword?: string;
}

export interface TransactionQuery extends PageQuery, TransactionFilter {}

export interface TransactionExportRequest extends TransactionFilter {
  format: TransactionExportFormat;
}
