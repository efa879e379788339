/** A cell of an exported row: text, a number, or empty. */
export type Cell = string | number | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** Money columns: '#,##0.00'. */
  numFmt?: string;
}

export type ExportFormat = 'xlsx' | 'csv';

/** What an export file looks like: its format, its sheet's name (.xlsx) and its columns. */
export interface TableLayout {
  format: ExportFormat;
  sheetName: string;
  columns: readonly SheetColumn[];
}
