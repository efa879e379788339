import { strings } from '@portal/shared';
import { useWalletBalances } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { LaterPart, lazyPart, useAfterFirstScreen } from '../../ui/load-later';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack } from '../../ui/panel';
import { ErrorState } from '../../ui/states';
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
          <LaterPart failed={(retry) => <ErrorState onRetry={retry} />}>
            <SpendingSection />
            <WalletTransactions />
          </LaterPart>
        )}
      </PageStack>
    </PageFrame>
  );
}

export default WalletPage;
