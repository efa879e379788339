import { strings } from '@portal/shared';
import { BackToWalletPage } from './message-page';
import { NetworkAnomalyIllustration } from './network-anomaly-illustration';

/**
 * Where an offline browser is sent (spec §2): a picture, the spec's one message and 重试, which
 * selects 钱包 and goes to /wallet (an offline browser comes back here).
 */
export function NetworkAnomalyPage() {
  return (
    <BackToWalletPage
      illustration={<NetworkAnomalyIllustration />}
      text={strings.networkAnomaly.text}
      action={strings.networkAnomaly.retry}
    />
  );
}
