import type { Translation } from '@portal/shared';
import type { ContractLabelsTexts } from './contract-labels';

/** The English of `contractLabels` (./contract-labels.ts), fetched only for readers who chose English. */
const english: Translation<ContractLabelsTexts> = {
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
};

export default english;
