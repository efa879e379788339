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

/**
 * The labels of the contract's statuses and types: the spec's Chinese ones (spec §4, as the API's
 * exports use them too), and their English.
 */
export const contractLabels = defineCatalogue(
  'remote-cards/contract-labels',
  {
    cardStatus: labelsOf<CardStatus>(CARD_STATUSES),
    cardTransactionStatus: labelsOf<CardTransactionStatus>(CARD_TRANSACTION_STATUSES),
    cardTransactionType: { ...CARD_TRANSACTION_TYPES } as Record<CardTransactionType, string>,
    walletTransactionType: { ...WALLET_TRANSACTION_TYPES } as Record<WalletTransactionType, string>,
  },
  {
    cardStatus: {
      CARD_STATUS_INIT: 'Applying',
      CARD_STATUS_NORMAL: 'In use',
      CARD_STATUS_FAIL: 'Failed',
      CARD_STATUS_FREEZE: 'Frozen',
      CARD_STATUS_DELETE: 'Deleted',
      CARD_STATUS_FREEZING: 'Freezing',
      CARD_STATUS_DELETING: 'Deleting',
      CARD_STATUS_UNFREEZING: 'Unfreezing',
    },
    cardTransactionStatus: {
      CARD_TRANSACTION_STATUS_CLOSED: 'Completed',
      CARD_TRANSACTION_STATUS_PENDING: 'Processing',
      CARD_TRANSACTION_STATUS_FAIL: 'Failed',
    },
    cardTransactionType: {
      CONSUME: 'Purchase',
      REFUND: 'Refund',
      TRANSFER_IN: 'Top-up',
      TRANSFER_OUT: 'Transfer out',
    },
    walletTransactionType: {
      ADMIN_RECHARGE_IN: 'Top-up',
      TRANSFER_OUT_TO_CARD: 'Transfer out',
      ADMIN_RECHARGE_OUT: 'System transfer out',
      TRANSFER_IN_FROM_CARD: 'Withdrawal',
      OPEN_CARD: 'Card opening',
    },
  },
);
