import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function ResetPasswordPage() {
  return <PageFrame title={strings.pages.resetPassword} />;
}
