import styled from 'styled-components';
import { Button } from '@portal/shared';
import { useCards, useTransactions } from '@portal/shared/signed-in';
import { CURRENCIES } from '@portal/shared/contract';
import { contractLabels } from '../contract-labels';
import { cardStrings } from '../strings';
import { SearchField } from '../ui/search-field';
import { TablePanel, type SelectFilter } from '../ui/table-panel';
import { DateRangeFields, filterOptions } from '../ui/select-field';
import type { UrlQuery } from '../ui/use-url-query';
import { typeOptions } from './labels';
import { transactionStrings } from './strings';
import { transactionColumns } from './transaction-columns';
import { TRANSACTION_FILTERS, isBackwards, transactionQuery } from './transaction-query';

type Filter = (typeof TRANSACTION_FILTERS)[number];

/** The most cards the account filter lists by name; a card chosen elsewhere is kept as chosen. */
const LISTED_CARDS = 100;

const FilterMessage = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

/** Every card, the wallet, or one card: the customer's cards as their masked numbers, with their names. */
function useAccountOptions(chosen: string) {
  const t = transactionStrings.list;
  const { data } = useCards({ page: 1, page_size: LISTED_CARDS });
  const cards = (data?.list ?? []).map((card) => ({
    value: card.id,
    label: card.nickname
      ? cardStrings.cards.maskedNamed(card.last4, card.nickname)
      : cardStrings.cards.masked(card.last4),
  }));
  const fixed = [
    { value: '', label: t.allSources },
    { value: 'cards', label: t.allCards },
    { value: 'wallet', label: t.wallet },
  ];
  const known = [...fixed, ...cards].some((option) => option.value === chosen);
  return [...fixed, ...cards, ...(known ? [] : [{ value: chosen, label: t.otherCard }])];
}

/** Every transaction of the cards and the wallet: filters and search kept in the URL, paged on the server. */
export function TransactionList({ query }: { query: UrlQuery<Filter> }) {
  const t = transactionStrings.list;
  const { values, update } = query;
  const result = useTransactions(transactionQuery(values, query.paging));
  const filtered = TRANSACTION_FILTERS.some((name) => values[name] !== '');
  const selects: SelectFilter<Filter>[] = [
    { name: 'account', label: t.source, options: useAccountOptions(values.account) },
    { name: 'type', label: t.type, options: typeOptions() },
    { name: 'status', label: t.status, options: filterOptions(t.allStatuses, contractLabels.cardTransactionStatus) },
    {
      name: 'currency',
      label: t.currency,
      options: [{ value: '', label: t.allCurrencies }, ...CURRENCIES.map((c) => ({ value: c, label: c }))],
    },
  ];

  return (
    <TablePanel
      text={t}
      query={query}
      selects={selects}
      moreFilters={
        <>
          <DateRangeFields labels={t} from={values.from} to={values.to} onChange={(change) => update(change)} />
          <SearchField
            label={t.search}
            placeholder={t.searchPlaceholder}
            value={values.q}
            onSearch={(q) => update({ q }, { replace: true })}
          />
          {filtered && (
            <Button
              type="button"
              variant="text"
              onClick={() => update(Object.fromEntries(TRANSACTION_FILTERS.map((name) => [name, ''])))}
            >
              {t.reset}
            </Button>
          )}
        </>
      }
      filterMessage={isBackwards(values) && <FilterMessage role="alert">{t.dateOrder}</FilterMessage>}
      columns={transactionColumns()}
      result={result}
    />
  );
}
