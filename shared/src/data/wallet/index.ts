export { useBalanceStatus, useWalletFrozen } from './balance-status';
export { WALLET_MONEY_CALLS, topUp, useWalletBalances, useWalletTransactions } from './balances';
export { useWalletSpending } from './spending';
