import { CARD_STATUSES } from '@portal/shared/contract';
import { fromMinorUnits } from '@portal/shared/money';
import type { Database } from '../db/query-layer';
import { countExportCards, readExportChunk, type ExportCardRow, type ExportFilter } from './card-query';
import { keysetPlan, type ExportPlan } from './export-plan';
import { EXPORT_HEADER, localDateTime } from './export-text';

/** The columns of a card export. */
const CARD_LAYOUT = {
  format: 'xlsx',
  sheetName: '卡片',
  columns: [
    { header: EXPORT_HEADER[0], width: 12 },
    { header: EXPORT_HEADER[1], width: 24 },
    { header: EXPORT_HEADER[2], width: 8 },
    { header: EXPORT_HEADER[3], width: 14, numFmt: '#,##0.00' },
    { header: EXPORT_HEADER[4], width: 10 },
    { header: EXPORT_HEADER[5], width: 20 },
  ],
} as const;

/** A card export of a filter, in .xlsx. */
export function cardPlan(database: Database, filter: ExportFilter): ExportPlan {
  return keysetPlan({
    count: () => countExportCards(database, filter),
    read: (cursor, limit) => readExportChunk(database, filter, cursor, limit),
    cells: (row: ExportCardRow) => [
      row.last4,
      // A string value is a text cell: a name that starts with = is never read as a formula.
      row.nickname,
      row.currency,
      Number(fromMinorUnits(BigInt(row.balance))),
      CARD_STATUSES[row.status].label,
      localDateTime(row.created_at),
    ],
    layout: CARD_LAYOUT,
  });
}
