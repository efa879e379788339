import { strings } from '@portal/shared';
import { PageFrame } from '../../page-frame';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack } from '../../ui/panel';
import { BalancePanel } from './balance-panel';
import { CardCounters } from './card-counters';
import { SpendingSection } from './spending-charts/spending-section';
import { WalletTransactions } from './wallet-transactions';

/** /wallet: balances with 请求充值, the card counters, the spending charts and the wallet's movements. */
export function WalletPage() {
  return (
    <PageFrame title={strings.pages.wallet}>
      <PageStack>
        <FrozenBanner />
        <BalancePanel />
        <CardCounters />
        <SpendingSection />
        <WalletTransactions />
      </PageStack>
    </PageFrame>
  );
}

export default WalletPage;
