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
