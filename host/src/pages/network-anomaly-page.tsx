import { strings } from '@portal/shared';
import { BackToWalletPage } from './message-page';

/** Where an offline browser is sent (spec §2). */
export function NetworkAnomalyPage() {
  return <BackToWalletPage text={strings.networkAnomaly.text} action={strings.networkAnomaly.retry} />;
}
