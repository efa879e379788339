import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function AgreementPage() {
  return <PageFrame title={strings.pages.agreement} />;
}
