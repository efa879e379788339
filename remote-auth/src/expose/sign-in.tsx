import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function SignInPage() {
  return <PageFrame title={strings.pages.signIn} />;
}
