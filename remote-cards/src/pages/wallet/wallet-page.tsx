import { strings } from '@portal/shared';
import { PageFrame } from '../../page-frame';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack } from '../../ui/panel';
import { BalancePanel } from './balance-panel';
import { CardCounters } from './card-counters';
import { WalletTransactions } from './wallet-transactions';

/** /wallet: balances with 请求充值, the card counters and the wallet's movements. */
export function WalletPage() {
  return (
    <PageFrame title={strings.pages.wallet}>
      <PageStack>
        <FrozenBanner />
        <BalancePanel />
        <CardCounters />
        <WalletTransactions />
      </PageStack>
    </PageFrame>
  );
}

export default WalletPage;
