import {
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  WALLET_TRANSACTION_TYPES,
  type TransactionType,
} from '@portal/shared/contract';
import { fromMinorUnits } from '@portal/shared/money';
import type { Database } from '../db/query-layer';
import type { FeedFilter } from '../transactions/feed-filter';
import { countTransactions, readTransactionChunk, type FeedRow } from '../transactions/feed-query';
import type { CsvCell } from './csv-writer';
import { keysetPlan, type ExportPlan } from './export-plan';
import type { ExportFormat, SheetColumn } from './table-layout';
import { localDateTime } from './export-text';

const MONEY = '#,##0.00';

/** The columns of a transaction export, in the order of the list. */
export const TRANSACTION_COLUMNS: readonly SheetColumn[] = [
  { header: '时间', width: 20 },
  { header: '来源', width: 8 },
  { header: '卡号后四位', width: 12 },
  { header: '类型', width: 12 },
  { header: '状态', width: 10 },
  { header: '币种', width: 8 },
  { header: '金额', width: 14, numFmt: MONEY },
  { header: '手续费', width: 12, numFmt: MONEY },
  { header: '商户', width: 28 },
];

const SOURCE_LABELS = { CARD: '卡片', WALLET: '钱包' } as const;

const typeLabel = (type: TransactionType): string =>
  type in CARD_TRANSACTION_TYPES
    ? CARD_TRANSACTION_TYPES[type as keyof typeof CARD_TRANSACTION_TYPES]
    : WALLET_TRANSACTION_TYPES[type as keyof typeof WALLET_TRANSACTION_TYPES];

/** Money as a .csv cell ('-12.50', exact) and as an .xlsx cell (a number in the money format). */
const csvMoney = (units: number) => fromMinorUnits(BigInt(units));
const sheetMoney = (units: number) => Number(fromMinorUnits(BigInt(units)));

/** One transaction as the cells of its row, every label as the portal shows it. */
export const transactionCells = (row: FeedRow, money: (units: number) => string | number = csvMoney): CsvCell[] => [
  localDateTime(row.created_at),
  SOURCE_LABELS[row.source],
  row.last4,
  typeLabel(row.type),
  CARD_TRANSACTION_STATUSES[row.status].label,
  row.currency,
  money(row.amount),
  money(row.fee),
  row.merchant_name,
];

/** A transaction export of a filter, in .csv or .xlsx. */
export function transactionPlan(database: Database, filter: FeedFilter, format: ExportFormat): ExportPlan {
  return keysetPlan({
    count: () => countTransactions(database, filter),
    read: (cursor, limit) => readTransactionChunk(database, filter, cursor, limit),
    cells: (row: FeedRow) => transactionCells(row, format === 'csv' ? csvMoney : sheetMoney),
    layout: { format, sheetName: '交易记录', columns: TRANSACTION_COLUMNS },
  });
}
