/** Where a keyset chunk stops: the last row's created_at and rowid (newest first, like the lists). */
export interface ChunkCursor {
  createdAt: number;
  rid: number;
}

export const FIRST_CHUNK_CURSOR: ChunkCursor = { createdAt: Number.MAX_SAFE_INTEGER, rid: Number.MAX_SAFE_INTEGER };

/** A file being written row chunk by row chunk; committed into place, or discarded. */
export interface ExportWriter<Row> {
  add(rows: Row[]): void | Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** What one job exports: how many rows, the rows in keyset chunks, and the writer of its file. */
export interface ExportPlan<Row extends { created_at: number; rid: number }> {
  count(): number;
  read(cursor: ChunkCursor, limit: number): Row[];
  open(file: string): Promise<ExportWriter<Row>>;
}
