import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS } from '@portal/shared';
import { formatDateTime, formatMoney, formatSignedMoney, useWalletTransactions } from '@portal/shared/signed-in';
import { CURRENCIES, type WalletTransaction } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { contractLabels } from '../../contract-labels';
import { SignedAmount, moneySign } from '../../ui/signed-amount';
import { TablePanel, type SelectFilter } from '../../ui/table-panel';
import type { TableColumn } from '../../ui/paged-table';
import { DateRangeFields, filterOptions } from '../../ui/select-field';
import { useUrlQuery } from '../../ui/use-url-query';
import { WALLET_FILTERS, isBackwards, walletTransactionQuery } from './wallet-transaction-query';

const t = text.walletTransactions;

/** The filters' choices, read in the reader's language while rendering. */
const selects = (): SelectFilter<(typeof WALLET_FILTERS)[number]>[] => [
  { name: 'type', label: t.type, options: filterOptions(t.allTypes, contractLabels.walletTransactionType) },
  {
    name: 'currency',
    label: text.currency,
    options: [{ value: '', label: t.allCurrencies }, ...CURRENCIES.map((c) => ({ value: c, label: c }))],
  },
];

const FilterMessage = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

/** The card a movement went to or came from, as a link to its details. */
function CardLink({ item }: { item: WalletTransaction }) {
  if (!item.card_id || !item.card_last4) return <>—</>;
  return (
    <Link to={`${PATHS.cardDetails}?id=${encodeURIComponent(item.card_id)}`}>{text.cards.masked(item.card_last4)}</Link>
  );
}

/** The table's columns, read in the reader's language while rendering. */
const columns = (): TableColumn<WalletTransaction>[] => {
  const c = t.columns;
  return [
    { heading: c.time, cell: (item) => formatDateTime(item.created_at) },
    { heading: c.type, cell: (item) => contractLabels.walletTransactionType[item.type] ?? item.type },
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
    { heading: c.balance, numeric: true, cell: (item) => formatMoney(item.balance_after) },
    { heading: c.card, cell: (item) => <CardLink item={item} /> },
    { heading: c.remark, cell: (item) => item.remark || '—' },
  ];
};

/** The wallet's movements: filters by type, currency and days, kept in the URL; paged. */
export function WalletTransactions() {
  const urlQuery = useUrlQuery(WALLET_FILTERS);
  const { values, update } = urlQuery;
  const result = useWalletTransactions(walletTransactionQuery(values, urlQuery.paging));
  const filtered = WALLET_FILTERS.some((name) => values[name] !== '');

  return (
    <TablePanel
      text={t}
      query={urlQuery}
      selects={selects()}
      moreFilters={
        <>
          <DateRangeFields labels={t} from={values.from} to={values.to} onChange={(change) => update(change)} />
          {filtered && (
            <Button type="button" variant="text" onClick={() => update({ type: '', currency: '', from: '', to: '' })}>
              {t.reset}
            </Button>
          )}
        </>
      }
      filterMessage={isBackwards(values) && <FilterMessage role="alert">{t.dateOrder}</FilterMessage>}
      columns={columns()}
      result={result}
    />
  );
}
