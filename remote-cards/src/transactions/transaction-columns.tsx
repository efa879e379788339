import { PATHS } from '@portal/shared';
import { formatDateTime, formatMoney, formatSignedMoney } from '@portal/shared/signed-in';
import type { Transaction } from '@portal/shared/contract';
import { CardNicknameNote } from '../cards/card-nickname-note';
import { CardTransactionStatusTag } from '../cards/card-status-tag';
import { cardStrings } from '../strings';
import type { TableColumn } from '../ui/paged-table';
import { SignedAmount, moneySign } from '../ui/signed-amount';
import { TextLink } from '../ui/text-link';
import { sourceLabel, typeLabel } from './labels';
import { transactionStrings as text } from './strings';

/** A transaction's own page. */
export const transactionDetailsPath = (id: string) => `${PATHS.transactionDetails}?id=${encodeURIComponent(id)}`;

/** 钱包, or the card as its masked number with its name under it, as the card list shows it. */
export const accountOf = (item: Pick<Transaction, 'source' | 'card_last4' | 'card_nickname'>) =>
  item.source === 'CARD' && item.card_last4 ? (
    <>
      {cardStrings.cards.masked(item.card_last4)}
      {item.card_nickname && <CardNicknameNote>{item.card_nickname}</CardNicknameNote>}
    </>
  ) : (
    sourceLabel(item.source)
  );

/** The table's columns, read in the reader's language while rendering. */
export const transactionColumns = (): TableColumn<Transaction>[] => {
  const c = text.list.columns;
  return [
    { heading: c.time, cell: (item) => formatDateTime(item.created_at) },
    { heading: c.account, cell: accountOf },
    { heading: c.type, cell: (item) => typeLabel(item.type) },
    { heading: c.status, cell: (item) => <CardTransactionStatusTag status={item.status} /> },
    {
      heading: c.amount,
      numeric: true,
      cell: (item) => (
        <SignedAmount sign={moneySign(item.amount)}>
          {formatSignedMoney(item.amount)} {item.currency}
        </SignedAmount>
      ),
    },
    { heading: c.fee, numeric: true, cell: (item) => formatMoney(item.fee) },
    { heading: c.merchant, cell: (item) => item.merchant_name ?? '—' },
    {
      heading: c.action,
      cell: (item) => (
        <TextLink
          to={transactionDetailsPath(item.id)}
          aria-label={text.list.detailsOf(formatDateTime(item.created_at))}
        >
          {text.list.details}
        </TextLink>
      ),
    },
  ];
};
