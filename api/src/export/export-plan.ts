import type { Cell, TableLayout } from './table-layout';

/** Where a keyset chunk stops: the last row's created_at and rowid (newest first, like the lists). */
export interface ChunkCursor {
  createdAt: number;
  rid: number;
}

export const FIRST_CHUNK_CURSOR: ChunkCursor = { createdAt: Number.MAX_SAFE_INTEGER, rid: Number.MAX_SAFE_INTEGER };

/**
 * What one job exports: how many rows, the rows in keyset chunks as the cells the file shows, and the
 * file's layout. Cards and transactions, .xlsx and .csv, all run through it.
 */
export interface ExportPlan {
  count(): Promise<number>;
  /** The chunk after `cursor` and where it stops; null past the last row. */
  read(cursor: ChunkCursor, limit: number): Promise<{ cells: Cell[][]; last: ChunkCursor } | null>;
  layout: TableLayout;
}

/** A plan of a keyset reader of rows (newest first, through the query layer) and each row's cells. */
export function keysetPlan<Row extends { created_at: number; rid: number }>(parts: {
  count: () => Promise<number>;
  read: (cursor: ChunkCursor, limit: number) => Promise<Row[]>;
  cells: (row: Row) => Cell[];
  layout: TableLayout;
}): ExportPlan {
  return {
    count: parts.count,
    async read(cursor, limit) {
      const rows = await parts.read(cursor, limit);
      const last = rows.at(-1);
      return last ? { cells: rows.map(parts.cells), last: { createdAt: last.created_at, rid: last.rid } } : null;
    },
    layout: parts.layout,
  };
}
