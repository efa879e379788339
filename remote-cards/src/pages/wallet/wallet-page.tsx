import { Suspense } from 'react';
import { strings } from '@portal/shared';
import { useWalletBalances } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { lazyPart, useAfterFirstScreen } from '../../ui/load-later';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack } from '../../ui/panel';
import { BalancePanel } from './balance-panel';
import { CardCounters } from './card-counters';

// Below the fold on a phone, the spending charts and the wallet's movements are chunks of their own,
// loaded once the balances are on screen.
const SpendingSection = lazyPart(() =>
  import(/* webpackChunkName: "wallet-spending" */ './spending-charts/spending-section').then((m) => m.SpendingSection),
);
const WalletTransactions = lazyPart(() =>
  import(/* webpackChunkName: "wallet-transactions" */ './wallet-transactions').then((m) => m.WalletTransactions),
);

/** /wallet: balances with 请求充值, the card counters, the spending charts and the wallet's movements. */
export function WalletPage() {
  const balances = useWalletBalances();
  const rest = useAfterFirstScreen(balances.data !== undefined || balances.error !== undefined);
  return (
    <PageFrame title={strings.pages.wallet}>
      <PageStack>
        <FrozenBanner />
        <BalancePanel />
        <CardCounters />
        {rest && (
          <Suspense fallback={null}>
            <SpendingSection />
            <WalletTransactions />
          </Suspense>
        )}
      </PageStack>
    </PageFrame>
  );
}

export default WalletPage;
