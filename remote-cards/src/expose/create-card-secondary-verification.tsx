import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function CreateCardSecondaryVerificationPage() {
  return <PageFrame title={strings.pages.createCardSecondaryVerification} />;
}
