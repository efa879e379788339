import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function WalletPage() {
  return <PageFrame title={strings.pages.wallet} />;
}
