import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function SettingsPage() {
  return <PageFrame title={strings.pages.settings} />;
}
