import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function InformationCenterPage() {
  return <PageFrame title={strings.pages.informationCenter} />;
}
