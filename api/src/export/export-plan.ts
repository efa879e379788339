import type { Cell, TableLayout } from './table-layout';

/** Where a keyset chunk stops: the last row's created_at and rowid (newest first, like the lists). */
export interface ChunkCursor {
  createdAt: number;
  rid: number;
}

export const FIRST_CHUNK_CURSOR: ChunkCursor = { createdAt: Number.MAX_SAFE_INTEGER, rid: Number.MAX_SAFE_INTEGER };

/**
 * What one job exports: how many rows, the rows in keyset chunks, each row's cells as the file shows
 * them, and the file's layout. Cards and transactions, .xlsx and .csv, all run through it.
 */
export interface ExportPlan<Row extends { created_at: number; rid: number }> {
  count(): number;
  read(cursor: ChunkCursor, limit: number): Row[];
  cells(row: Row): Cell[];
  layout: TableLayout;
}
