import { useState } from 'react';
import styled from 'styled-components';
import { Button, readDraft } from '@portal/shared';
import { formatMoney, useWalletBalances } from '@portal/shared/signed-in';
import { CURRENCIES, type Currency, type WalletBalance } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { useMoneyActions } from '../../ui/frozen-banner';
import { Panel, PanelHeader } from '../../ui/panel';
import { ErrorState, LoadingState } from '../../ui/states';
import { LaterPart, lazyPart, usePreloadWhenIdle } from '../../ui/load-later';
import { TOP_UP_DRAFT } from './top-up-draft';

/** The top-up form and its fields: a chunk of their own, fetched once the balances are shown. */
const TopUpDialog = lazyPart(() =>
  import(/* webpackChunkName: "top-up" */ './top-up-dialog').then((m) => m.TopUpDialog),
);
const preloadTopUp = { onPointerEnter: TopUpDialog.preload, onFocus: TopUpDialog.preload };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.accentTint};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

const Amount = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: baseline;
  margin: 0;
  font-size: 28px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  & small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
    font-weight: 500;
  }
`;

const Pending = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

const TileFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

/** Each currency the wallet can hold, zero where the API has none yet. */
function balancesOf(list: WalletBalance[]): WalletBalance[] {
  return CURRENCIES.map(
    (currency) =>
      list.find((balance) => balance.currency === currency) ?? { currency, available: '0.00', anew: '0.00' },
  );
}

function BalanceTile({ balance, onTopUp }: { balance: WalletBalance; onTopUp: () => void }) {
  const money = useMoneyActions();
  const headingId = `balance-${balance.currency}`;
  return (
    <Tile role="group" aria-labelledby={headingId}>
      <Label id={headingId}>
        {balance.currency} {text.wallet.available}
      </Label>
      <Amount>
        {formatMoney(balance.available)} <small>{balance.currency}</small>
      </Amount>
      <TileFooter>
        <Pending title={text.wallet.anewHint}>
          {text.wallet.anew} {formatMoney(balance.anew)} {balance.currency}
        </Pending>
        <Button
          type="button"
          variant="secondary"
          disabled={money.blocked}
          aria-describedby={money.reasonId}
          title={money.title}
          onClick={onTopUp}
          {...preloadTopUp}
        >
          {text.wallet.topUpIn(balance.currency)}
        </Button>
      </TileFooter>
      {money.reason}
    </Tile>
  );
}

/** The wallet's balances per currency, with 请求充值. */
export function BalancePanel() {
  const { data, error, isLoading, mutate } = useWalletBalances();
  const money = useMoneyActions();
  usePreloadWhenIdle(TopUpDialog, data !== undefined);
  // A top-up lost to the network before a reload opens again, offering 重新提交.
  const [topUp, setTopUp] = useState<Currency | null>(() => (readDraft(TOP_UP_DRAFT) ? 'USD' : null));

  return (
    <Panel aria-labelledby="wallet-balances">
      <PanelHeader>
        <h2 id="wallet-balances">{text.wallet.balancesLabel}</h2>
        <Button
          type="button"
          disabled={money.blocked}
          aria-describedby={money.reasonId}
          title={money.title}
          onClick={() => setTopUp('USD')}
          {...preloadTopUp}
        >
          {text.wallet.topUp}
        </Button>
        {money.reason}
      </PanelHeader>
      {data ? (
        <Grid>
          {balancesOf(data).map((balance) => (
            <BalanceTile key={balance.currency} balance={balance} onTopUp={() => setTopUp(balance.currency)} />
          ))}
        </Grid>
      ) : error && !isLoading ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <LoadingState />
      )}
      {topUp !== null && (
        <LaterPart onFail={() => setTopUp(null)}>
          <TopUpDialog open currency={topUp} onClose={() => setTopUp(null)} />
        </LaterPart>
      )}
    </Panel>
  );
}
