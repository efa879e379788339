import { rename, rm } from 'node:fs/promises';
import { CARD_STATUSES } from '@portal/shared/contract';
import type ExcelJS from 'exceljs';
import { fromMinorUnits } from '@portal/shared/money';
import type { ExportCardRow } from './card-query';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Server-local "YYYY-MM-DD HH:mm:ss" for the 开卡时间 column. */
export function localDateTime(ms: number): string {
  const d = new Date(ms);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The download name of a job started at `ms`: cards-YYYYMMDD-HHmm.xlsx (server-local time). */
export function exportFileName(ms: number, name = 'cards', extension = 'xlsx'): string {
  const d = new Date(ms);
  return `${name}-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.${extension}`;
}

export const EXPORT_HEADER = ['卡号后四位', '卡片名称', '币种', '余额', '状态', '开卡时间'] as const;

/**
 * A streaming .xlsx: each row is committed as it is added, so only the zip buffers stay in memory. It
 * writes to `<file>.part` and renames on commit, so a half-written file is never served.
 */
export class XlsxCardWriter {
  private readonly part: string;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  /**
   * A writer of `file`. exceljs is loaded with the first export, not when the API starts: it takes
   * longer to load than the rest of the API.
   */
  static async open(file: string): Promise<XlsxCardWriter> {
    const { default: excel } = await import('exceljs');
    return new XlsxCardWriter(file, excel);
  }

  private constructor(
    private readonly file: string,
    excel: typeof ExcelJS,
  ) {
    this.part = `${file}.part`;
    this.workbook = new excel.stream.xlsx.WorkbookWriter({
      filename: this.part,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet('卡片');
    this.sheet.columns = [
      { header: EXPORT_HEADER[0], key: 'last4', width: 12 },
      { header: EXPORT_HEADER[1], key: 'nickname', width: 24 },
      { header: EXPORT_HEADER[2], key: 'currency', width: 8 },
      { header: EXPORT_HEADER[3], key: 'balance', width: 14, style: { numFmt: '#,##0.00' } },
      { header: EXPORT_HEADER[4], key: 'status', width: 10 },
      { header: EXPORT_HEADER[5], key: 'created', width: 20 },
    ];
  }

  add(rows: ExportCardRow[]): void {
    for (const row of rows) {
      this.sheet
        .addRow([
          row.last4,
          // A string value is a text cell: a name that starts with = is never read as a formula.
          row.nickname,
          row.currency,
          Number(fromMinorUnits(BigInt(row.balance))),
          CARD_STATUSES[row.status].label,
          localDateTime(row.created_at),
        ])
        .commit();
    }
  }

  /** Finishes the zip and moves the file into place. */
  async commit(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
    await rename(this.part, this.file);
  }

  /** Closes the file of an interrupted job and removes it. */
  async discard(): Promise<void> {
    await this.workbook.commit().catch(() => undefined);
    await rm(this.part, { force: true });
  }
}
