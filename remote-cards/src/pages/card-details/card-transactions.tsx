import { formatDateTime, formatMoney, useCardTransactions } from '@portal/shared/signed-in';
import {
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  type CardTransaction,
  type CardTransactionQuery,
  type CardTransactionType,
} from '@portal/shared/contract';
import { CardTransactionStatusTag } from '../../cards/card-status-tag';
import { cardStrings as text } from '../../strings';
import { contractLabels } from '../../contract-labels';
import type { TableColumn } from '../../ui/paged-table';
import { TablePanel, type SelectFilter } from '../../ui/table-panel';
import { filterOptions } from '../../ui/select-field';
import { SignedAmount, type MoneySign } from '../../ui/signed-amount';
import { useUrlQuery, type Paging } from '../../ui/use-url-query';

const t = text.cardTransactions;
const FILTERS = ['type', 'status'] as const;

/** Money that left the card: a purchase, or a transfer back to the wallet. */
const OUT_OF_CARD: ReadonlySet<CardTransactionType> = new Set(['CONSUME', 'TRANSFER_OUT']);

/** Into the card (+) or out of it (-), by the transaction's type. */
export const cardMoneySign = (type: CardTransactionType): MoneySign => (OUT_OF_CARD.has(type) ? -1 : 1);

function query(values: Record<(typeof FILTERS)[number], string>, { page, pageSize }: Paging): CardTransactionQuery {
  const result: CardTransactionQuery = { page, page_size: pageSize };
  if (values.type in CARD_TRANSACTION_TYPES) result.type = values.type as CardTransactionQuery['type'];
  if (values.status in CARD_TRANSACTION_STATUSES) result.status = values.status as CardTransactionQuery['status'];
  return result;
}

/** The table's columns, read in the reader's language while rendering. */
const columns = (): TableColumn<CardTransaction>[] => {
  const c = t.columns;
  return [
    { heading: c.time, cell: (item) => formatDateTime(item.created_at) },
    { heading: c.type, cell: (item) => contractLabels.cardTransactionType[item.type] ?? item.type },
    { heading: c.status, cell: (item) => <CardTransactionStatusTag status={item.status} /> },
    {
      heading: c.amount,
      numeric: true,
      cell: (item) => {
        const sign = cardMoneySign(item.type);
        return (
          <SignedAmount sign={sign}>
            {sign < 0 ? '-' : '+'}
            {formatMoney(item.amount)} {item.currency}
          </SignedAmount>
        );
      },
    },
    { heading: c.fee, numeric: true, cell: (item) => formatMoney(item.fee) },
    { heading: c.merchant, cell: (item) => item.merchant_name ?? '—' },
    { heading: c.reason, cell: (item) => item.reason ?? '—' },
  ];
};

/** The filters' choices, read in the reader's language while rendering. */
const selects = (): SelectFilter<(typeof FILTERS)[number]>[] => [
  { name: 'type', label: t.type, options: filterOptions(t.allTypes, contractLabels.cardTransactionType) },
  { name: 'status', label: t.status, options: filterOptions(t.allStatuses, contractLabels.cardTransactionStatus) },
];

/** A card's transactions with their labels and status tags (spec §4), filtered and paged. */
export function CardTransactions({ cardId }: { cardId: string }) {
  const urlQuery = useUrlQuery(FILTERS);
  const result = useCardTransactions(cardId, query(urlQuery.values, urlQuery.paging));

  return <TablePanel text={t} query={urlQuery} selects={selects()} columns={columns()} result={result} />;
}
