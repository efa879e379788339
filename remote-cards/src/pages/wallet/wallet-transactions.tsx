import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS } from '@portal/shared';
import { formatDateTime, formatMoney, formatSignedMoney, useWalletTransactions } from '@portal/shared/signed-in';
import { CURRENCIES, type WalletTransaction } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { contractLabels } from '../../contract-labels';
import { DataTable, TableScroll } from '../../ui/data-table';
import { SignedAmount, moneySign } from '../../ui/signed-amount';
import { FilterBar, Panel, PanelHeader } from '../../ui/panel';
import { PagedList } from '../../ui/paged-list';
import { DateField, SelectField } from '../../ui/select-field';
import { EmptyState } from '../../ui/states';
import { useUrlQuery } from '../../ui/use-url-query';
import { WALLET_FILTERS, isBackwards, walletTransactionQuery } from './wallet-transaction-query';

const t = text.walletTransactions;

/** The filters' choices, read in the reader's language while rendering. */
const typeOptions = () => [
  { value: '', label: t.allTypes },
  ...Object.entries(contractLabels.walletTransactionType).map(([value, label]) => ({ value, label })),
];
const currencyOptions = () => [
  { value: '', label: t.allCurrencies },
  ...CURRENCIES.map((c) => ({ value: c, label: c })),
];

const FilterMessage = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

function Row({ item }: { item: WalletTransaction }) {
  const c = t.columns;
  return (
    <tr>
      <td data-label={c.time}>{formatDateTime(item.created_at)}</td>
      <td data-label={c.type}>{contractLabels.walletTransactionType[item.type] ?? item.type}</td>
      <td data-label={c.amount} data-numeric="">
        <SignedAmount sign={moneySign(item.amount)}>
          {formatSignedMoney(item.amount)} {item.currency}
        </SignedAmount>
      </td>
      <td data-label={c.fee} data-numeric="">
        {formatMoney(item.fee)}
      </td>
      <td data-label={c.balance} data-numeric="">
        {formatMoney(item.balance_after)}
      </td>
      <td data-label={c.card}>
        {item.card_id && item.card_last4 ? (
          <Link to={`${PATHS.cardDetails}?id=${encodeURIComponent(item.card_id)}`}>
            {text.cards.masked(item.card_last4)}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td data-label={c.remark}>{item.remark || '—'}</td>
    </tr>
  );
}

/** The wallet's movements: filters by type, currency and days, kept in the URL; paged. */
export function WalletTransactions() {
  const { values, paging, update } = useUrlQuery(WALLET_FILTERS);
  const result = useWalletTransactions(walletTransactionQuery(values, paging));
  const filtered = WALLET_FILTERS.some((name) => values[name] !== '');
  const c = t.columns;

  return (
    <Panel aria-labelledby="wallet-transactions">
      <PanelHeader>
        <h2 id="wallet-transactions">{t.heading}</h2>
      </PanelHeader>
      <FilterBar>
        <SelectField
          label={t.type}
          options={typeOptions()}
          value={values.type}
          onChange={(e) => update({ type: e.target.value })}
        />
        <SelectField
          label={text.currency}
          options={currencyOptions()}
          value={values.currency}
          onChange={(e) => update({ currency: e.target.value })}
        />
        <DateField
          label={t.from}
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => update({ from: e.target.value })}
        />
        <DateField
          label={t.to}
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => update({ to: e.target.value })}
        />
        {filtered && (
          <Button type="button" variant="text" onClick={() => update({ type: '', currency: '', from: '', to: '' })}>
            {t.reset}
          </Button>
        )}
      </FilterBar>
      {isBackwards(values) && <FilterMessage role="alert">{t.dateOrder}</FilterMessage>}
      <PagedList
        result={result}
        paging={paging}
        onPaging={update}
        empty={<EmptyState message={filtered ? t.emptyFiltered : t.empty} />}
      >
        {(list, busy) => (
          <TableScroll>
            <DataTable aria-label={t.listLabel} aria-busy={busy || undefined}>
              <thead>
                <tr>
                  <th scope="col">{c.time}</th>
                  <th scope="col">{c.type}</th>
                  <th scope="col" data-numeric="">
                    {c.amount}
                  </th>
                  <th scope="col" data-numeric="">
                    {c.fee}
                  </th>
                  <th scope="col" data-numeric="">
                    {c.balance}
                  </th>
                  <th scope="col">{c.card}</th>
                  <th scope="col">{c.remark}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </PagedList>
    </Panel>
  );
}
