/** exceljs's streaming workbook writer on its own: loading it alone skips the reader and the rest of the library. */
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export = WorkbookWriter;
}
