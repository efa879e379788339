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
import { DataTable, TableScroll } from '../../ui/data-table';
import { PagedList } from '../../ui/paged-list';
import { Panel, PanelHeader, FilterBar } from '../../ui/panel';
import { SelectField } from '../../ui/select-field';
import { SignedAmount, type MoneySign } from '../../ui/signed-amount';
import { EmptyState } from '../../ui/states';
import { useUrlQuery, type Paging } from '../../ui/use-url-query';

const t = text.cardTransactions;
const FILTERS = ['type', 'status'] as const;

/** Money that left the card: a purchase, or a transfer back to the wallet. */
const OUT_OF_CARD: ReadonlySet<CardTransactionType> = new Set(['CONSUME', 'TRANSFER_OUT']);

/** Into the card (+) or out of it (-), by the transaction's type. */
export const cardMoneySign = (type: CardTransactionType): MoneySign => (OUT_OF_CARD.has(type) ? -1 : 1);

/** The filters' choices, read in the reader's language while rendering. */
const typeOptions = () => [
  { value: '', label: t.allTypes },
  ...Object.entries(contractLabels.cardTransactionType).map(([value, label]) => ({ value, label })),
];
const statusOptions = () => [
  { value: '', label: t.allStatuses },
  ...Object.entries(contractLabels.cardTransactionStatus).map(([value, label]) => ({ value, label })),
];

function query(values: Record<(typeof FILTERS)[number], string>, { page, pageSize }: Paging): CardTransactionQuery {
  const result: CardTransactionQuery = { page, page_size: pageSize };
  if (values.type in CARD_TRANSACTION_TYPES) result.type = values.type as CardTransactionQuery['type'];
  if (values.status in CARD_TRANSACTION_STATUSES) result.status = values.status as CardTransactionQuery['status'];
  return result;
}

function Row({ item }: { item: CardTransaction }) {
  const c = t.columns;
  const sign = cardMoneySign(item.type);
  return (
    <tr>
      <td data-label={c.time}>{formatDateTime(item.created_at)}</td>
      <td data-label={c.type}>{contractLabels.cardTransactionType[item.type] ?? item.type}</td>
      <td data-label={c.status}>
        <CardTransactionStatusTag status={item.status} />
      </td>
      <td data-label={c.amount} data-numeric="">
        <SignedAmount sign={sign}>
          {sign < 0 ? '-' : '+'}
          {formatMoney(item.amount)} {item.currency}
        </SignedAmount>
      </td>
      <td data-label={c.fee} data-numeric="">
        {formatMoney(item.fee)}
      </td>
      <td data-label={c.merchant}>{item.merchant_name ?? '—'}</td>
      <td data-label={c.reason}>{item.reason ?? '—'}</td>
    </tr>
  );
}

/** A card's transactions with their labels and status tags (spec §4), filtered and paged. */
export function CardTransactions({ cardId }: { cardId: string }) {
  const { values, paging, update } = useUrlQuery(FILTERS);
  const result = useCardTransactions(cardId, query(values, paging));
  const filtered = values.type !== '' || values.status !== '';
  const c = t.columns;

  return (
    <Panel aria-labelledby="card-transactions">
      <PanelHeader>
        <h2 id="card-transactions">{t.heading}</h2>
      </PanelHeader>
      <FilterBar>
        <SelectField
          label={t.type}
          options={typeOptions()}
          value={values.type}
          onChange={(e) => update({ type: e.target.value })}
        />
        <SelectField
          label={t.status}
          options={statusOptions()}
          value={values.status}
          onChange={(e) => update({ status: e.target.value })}
        />
      </FilterBar>
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
                  <th scope="col">{c.status}</th>
                  <th scope="col" data-numeric="">
                    {c.amount}
                  </th>
                  <th scope="col" data-numeric="">
                    {c.fee}
                  </th>
                  <th scope="col">{c.merchant}</th>
                  <th scope="col">{c.reason}</th>
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
