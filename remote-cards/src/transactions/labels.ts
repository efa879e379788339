import type {
  CardTransactionType,
  TransactionSource,
  TransactionType,
  WalletTransactionType,
} from '@portal/shared/contract';
import { CARD_TRANSACTION_TYPES } from '@portal/shared/contract';
import { contractLabels } from '../contract-labels';
import { transactionStrings as text } from './strings';

const isCardType = (type: TransactionType): type is CardTransactionType => type in CARD_TRANSACTION_TYPES;

/** A transaction type's label (spec §4), from the card's set or the wallet's. */
export const typeLabel = (type: TransactionType): string =>
  (isCardType(type)
    ? contractLabels.cardTransactionType[type]
    : contractLabels.walletTransactionType[type as WalletTransactionType]) ?? type;

/** Where it was booked: 卡片 or 钱包. */
export const sourceLabel = (source: TransactionSource): string => text.sources[source];

/**
 * The type filter's choices: each set under its account's name, since both have a 充值 and a 转出.
 * Read in the reader's language while rendering.
 */
export const typeOptions = () => [
  { value: '', label: text.list.allTypes },
  ...Object.entries(contractLabels.cardTransactionType).map(([value, label]) => ({
    value,
    label: text.list.typeOf(text.sources.CARD, label),
  })),
  ...Object.entries(contractLabels.walletTransactionType).map(([value, label]) => ({
    value,
    label: text.list.typeOf(text.sources.WALLET, label),
  })),
];
