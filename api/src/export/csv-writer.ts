import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Cell } from './table-layout';

/** A cell of a CSV row: text, or a number written as it is. */
export type CsvCell = Cell;

/** Text a spreadsheet app would read as a formula (or a command) when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-12.50') is data, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field: a number as it is; text that could start a formula (but is no plain number) gets a leading apostrophe
 * (spreadsheet apps show it as text), and a field with a comma, quote or line break is quoted with
 * its quotes doubled.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The byte-order mark that makes Excel read the file as UTF-8 (and show Chinese). */
const BOM = '\uFEFF';

/**
 * A streamed CSV file (RFC 4180 line ends) written to `<file>.part`, waiting for the disk when the
 * stream's buffer is full, and renamed into place on commit so a half-written file is never served.
 */
export class CsvWriter {
  private readonly part: string;
  private readonly stream: WriteStream;

  constructor(
    private readonly file: string,
    header: readonly string[],
  ) {
    this.part = `${file}.part`;
    this.stream = createWriteStream(this.part, { encoding: 'utf8' });
    this.stream.write(BOM + csvLine(header));
  }

  async add(rows: CsvCell[][]): Promise<void> {
    const text = rows.map(csvLine).join('');
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  async commit(): Promise<void> {
    this.stream.end();
    await finished(this.stream);
    await rename(this.part, this.file);
  }

  async discard(): Promise<void> {
    this.stream.destroy();
    await rm(this.part, { force: true });
  }
}
