import { defineCatalogue } from '@portal/shared';
import {
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  WALLET_TRANSACTION_TYPES,
  type CardStatus,
  type CardTransactionStatus,
  type CardTransactionType,
  type WalletTransactionType,
} from '@portal/shared/contract';

const labelsOf = <K extends string>(table: Record<K, { label: string }>) =>
  Object.fromEntries(Object.entries<{ label: string }>(table).map(([key, { label }]) => [key, label])) as Record<
    K,
    string
  >;

const chinese = {
  cardStatus: labelsOf<CardStatus>(CARD_STATUSES),
  cardTransactionStatus: labelsOf<CardTransactionStatus>(CARD_TRANSACTION_STATUSES),
  cardTransactionType: { ...CARD_TRANSACTION_TYPES } as Record<CardTransactionType, string>,
  walletTransactionType: { ...WALLET_TRANSACTION_TYPES } as Record<WalletTransactionType, string>,
};

/** The texts' shape, which their English (./contract-labels.en.ts) fills. */
export type ContractLabelsTexts = typeof chinese;

/**
 * The labels of the contract's statuses and types: the spec's Chinese ones (spec §4, as the API's
 * exports use them too), and their English.
 */
export const contractLabels = defineCatalogue(
  'remote-cards/contract-labels',
  chinese,
  () => import('./contract-labels.en'),
);
