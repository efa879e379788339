import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function ForgetPasswordPage() {
  return <PageFrame title={strings.pages.forgetPassword} />;
}
