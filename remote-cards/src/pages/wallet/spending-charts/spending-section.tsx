import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import type { CurrencySpending } from '@portal/shared/contract';
import { formatMoney, useWalletSpending } from '@portal/shared/signed-in';
import { Panel, PanelHeader } from '../../../ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { SpendingTables } from './spending-tables';
import { spendingStrings as text } from './strings';

/** The charts and their library: a chunk of its own, which only this section loads. */
const SpendingCharts = lazy(() => import(/* webpackChunkName: "spending-charts" */ './spending-charts'));

const Intro = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

/** Pressed, the toggle keeps the tint and a check, so its state shows without reading its colour. */
const TableToggle = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accentTint};
  }
`;

const Currency = styled.section`
  & + & {
    margin-top: 24px;
    padding-top: 20px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  & header {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
    margin-bottom: 16px;
  }
  & h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  & header p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

function CurrencySpendingView({ spending, asTable }: { spending: CurrencySpending; asTable: boolean }) {
  const headingId = `spending-${spending.currency}`;
  return (
    <Currency aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{text.currencyHeading(spending.currency)}</h3>
        <p>{text.total(formatMoney(spending.total), spending.currency)}</p>
      </header>
      {asTable ? (
        <SpendingTables spending={spending} />
      ) : (
        <Suspense fallback={<LoadingState />}>
          <SpendingCharts spending={spending} />
        </Suspense>
      )}
    </Currency>
  );
}

/** The wallet's spending of the last 12 months per currency, as charts or, at a press, as tables. */
export function SpendingSection() {
  const { data, error, isLoading, mutate } = useWalletSpending();
  const [asTable, setAsTable] = useState(false);
  const currencies = data?.currencies ?? [];

  return (
    <Panel aria-labelledby="wallet-spending">
      <PanelHeader>
        <div>
          <h2 id="wallet-spending">{text.heading}</h2>
          <Intro>{text.period}</Intro>
        </div>
        {currencies.length > 0 && (
          <TableToggle type="button" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable && <span aria-hidden="true">✓ </span>}
            {text.showTable}
          </TableToggle>
        )}
      </PanelHeader>
      {data ? (
        currencies.length > 0 ? (
          currencies.map((spending) => (
            <CurrencySpendingView key={spending.currency} spending={spending} asTable={asTable} />
          ))
        ) : (
          <EmptyState message={text.empty} hint={text.emptyHint} />
        )
      ) : error && !isLoading ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <LoadingState />
      )}
    </Panel>
  );
}
