import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function SignUpPage() {
  return <PageFrame title={strings.pages.signUp} />;
}
