import type { PageQuery } from './envelope';

/**
 * Money on the wire and in the client: a decimal string with the currency's two places ('10.50',
 * '-3.00'), parsed and formatted only by `@portal/shared/money`.
 */
export type Money = string;

/** Wallet transaction types (spec §4). */
export const WALLET_TRANSACTION_TYPES = {
  ADMIN_RECHARGE_IN: '充值',
  TRANSFER_OUT_TO_CARD: '转出',
  ADMIN_RECHARGE_OUT: '系统转出',
  TRANSFER_IN_FROM_CARD: '提现',
  OPEN_CARD: '开卡',
} as const;

export type WalletTransactionType = keyof typeof WALLET_TRANSACTION_TYPES;

/** The one balance status that means the wallet is usable; any other marks it frozen (spec §4). */
export const BALANCE_STATUS_AVAILABLE = 'BALANCE_STATUS_AVAILABLE';

export function isWalletFrozen(status: string): boolean {
  return status !== BALANCE_STATUS_AVAILABLE;
}

export const CURRENCIES = ['USD', 'CNY'] as const;

export type Currency = (typeof CURRENCIES)[number];

/** One currency of the wallet: what can be spent, and top-ups still awaiting approval. */
export interface WalletBalance {
  currency: Currency;
  available: Money;
  anew: Money;
}

export interface WalletTransaction {
  id: string;
  type: WalletTransactionType;
  currency: Currency;
  /** Signed: negative took money out of the wallet (fee included). */
  amount: Money;
  /** The part of `amount` that was a fee. */
  fee: Money;
  balance_after: Money;
  card_id: string | null;
  card_last4: string | null;
  remark: string;
  created_at: string;
}

export interface WalletTransactionQuery extends PageQuery {
  type?: WalletTransactionType;
  currency?: Currency;
  /** A date (YYYY-MM-DD, UTC) or an ISO date-time, inclusive. */
  start_time?: string;
  /** A date-time, exclusive; a date (YYYY-MM-DD, UTC) takes in that whole day. */
  end_time?: string;
}

export interface TopUpRequest {
  currency: Currency;
  amount: Money;
}

export type TopUpStatus = 'TOP_UP_STATUS_PENDING' | 'TOP_UP_STATUS_APPROVED' | 'TOP_UP_STATUS_REJECTED';

/** A top-up request: approved at once in the sandbox, pending (counted in `anew`) in production. */
export interface TopUp {
  id: string;
  currency: Currency;
  amount: Money;
  status: TopUpStatus;
  created_at: string;
}
