import { rename, rm } from 'node:fs/promises';
import type ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  width: number;
  /** Money columns: '#,##0.00'. */
  numFmt?: string;
}

/**
 * A streaming one-sheet .xlsx of any rows (each row committed as it is added), written to
 * `<file>.part` and renamed on commit. Strings stay strings: exceljs writes no formula it is not given.
 */
export class XlsxSheetWriter<Row> {
  private readonly part: string;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  /** exceljs is loaded with the first export, not when the API starts. */
  static async open<Row>(
    file: string,
    name: string,
    columns: readonly SheetColumn[],
    cells: (row: Row) => (string | number | null)[],
  ): Promise<XlsxSheetWriter<Row>> {
    const { default: excel } = await import('exceljs');
    return new XlsxSheetWriter(file, excel, name, columns, cells);
  }

  private constructor(
    private readonly file: string,
    excel: typeof ExcelJS,
    name: string,
    columns: readonly SheetColumn[],
    private readonly cells: (row: Row) => (string | number | null)[],
  ) {
    this.part = `${file}.part`;
    this.workbook = new excel.stream.xlsx.WorkbookWriter({
      filename: this.part,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(name);
    this.sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
  }

  add(rows: Row[]): void {
    for (const row of rows) this.sheet.addRow(this.cells(row)).commit();
  }

  async commit(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
    await rename(this.part, this.file);
  }

  async discard(): Promise<void> {
    await this.workbook.commit().catch(() => undefined);
    await rm(this.part, { force: true });
  }
}
