import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function ChangePasswordCheckPage() {
  return <PageFrame title={strings.pages.changePasswordCheck} />;
}
