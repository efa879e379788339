import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function BulkExportPage() {
  return <PageFrame title={strings.pages.bulkExport} />;
}
