import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function AnnouncementDetailsPage() {
  return <PageFrame title={strings.pages.announcementDetails} />;
}
