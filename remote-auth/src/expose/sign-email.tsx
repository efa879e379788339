import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function SignEmailPage() {
  return <PageFrame title={strings.pages.signEmail} />;
}
