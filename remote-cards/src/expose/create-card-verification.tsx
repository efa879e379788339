import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function CreateCardVerificationPage() {
  return <PageFrame title={strings.pages.createCardVerification} />;
}
