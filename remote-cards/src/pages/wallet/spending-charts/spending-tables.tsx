import type { CurrencySpending } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/signed-in';
import styled from 'styled-components';
import { cardBars, monthBars, type SpendingBar } from './spending-bars';
import { SpendingGrid } from './spending-layout';
import { spendingStrings as text } from './strings';

/** Two columns fit a phone too, so rows stay rows: the name as the row's header, the amount at the end. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  & th,
  & td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & thead th {
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 500;
  }
  & tbody th {
    font-weight: 400;
  }
  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & caption {
    margin-bottom: 8px;
    color: ${({ theme }) => theme.color.text};
    font-size: 14px;
    font-weight: 500;
    text-align: left;
  }
`;

function BarTable({
  caption,
  heading,
  bars,
  currency,
}: {
  caption: string;
  heading: string;
  bars: SpendingBar[];
  currency: string;
}) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" data-numeric="">
            {text.amountColumn(currency)}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.name}</th>
            <td data-numeric="">{formatMoney(bar.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One currency's spending as the charts' table alternative: every month, then the cards. */
export function SpendingTables({ spending }: { spending: CurrencySpending }) {
  const { currency } = spending;
  return (
    <SpendingGrid>
      <BarTable
        caption={text.byMonth(currency)}
        heading={text.monthColumn}
        bars={monthBars(spending)}
        currency={currency}
      />
      <BarTable
        caption={text.byCard(currency)}
        heading={text.cardColumn}
        bars={cardBars(spending)}
        currency={currency}
      />
    </SpendingGrid>
  );
}
