import { BulkExportPage } from '../pages/bulk-export/bulk-export-page';

export default BulkExportPage;
