import type { ApiModule } from '../platform/module';

/** Wallet balances, top-ups, cards, card transactions and batch jobs. */
export const registerWallet: ApiModule = () => undefined;
