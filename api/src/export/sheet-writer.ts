import { once } from 'node:events';
import { rename, rm } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';
import type ExcelJS from 'exceljs';
import type { Cell, TableLayout } from './table-layout';

type ZipInput = EventEmitter & { _writableState?: { needDrain: boolean } };

/**
 * A streaming one-sheet .xlsx (each row committed as it is added), written to `<file>.part` and
 * renamed on commit. Strings stay strings: exceljs writes no formula it is not given. exceljs
 * (shared strings and styles off) hands each 64 KB of sheet XML to the zip without waiting for it;
 * `add` waits until the zip has taken it in, so a fast producer never piles the whole sheet up in memory.
 */
export class XlsxSheetWriter {
  private readonly part: string;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  /** Only exceljs's streaming writer is loaded, with the first export, not when the API starts. */
  static async open(file: string, layout: TableLayout): Promise<XlsxSheetWriter> {
    const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
    return new XlsxSheetWriter(file, WorkbookWriter, layout);
  }

  private constructor(
    private readonly file: string,
    WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter,
    layout: TableLayout,
  ) {
    this.part = `${file}.part`;
    this.workbook = new WorkbookWriter({
      filename: this.part,
      // Styles on for the money columns' number format (one style, kept once); no shared strings table.
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(layout.sheetName);
    this.sheet.columns = layout.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
  }

  async add(rows: Cell[][]): Promise<void> {
    for (const row of rows) this.sheet.addRow(row).commit();
    await this.zipCaughtUp();
  }

  /**
   * Waits while the zip's input that the sheet's XML is piped into holds more than its buffer
   * (exceljs does not wait for it; the zip's streams are readable-stream's, which keep that state in
   * `_writableState`).
   */
  private async zipCaughtUp(): Promise<void> {
    const sink = (this.sheet as unknown as { stream: { pipes?: ZipInput[] } }).stream.pipes?.[0];
    while (sink?._writableState?.needDrain) await once(sink, 'drain');
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
